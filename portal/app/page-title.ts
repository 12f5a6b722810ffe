import { atom } from 'nanostores'
import { useEffect } from 'react'

/** A title the current page chose instead of its route's (e.g. an event's name); null for the route's. */
export const $pageTitle = atom<string | null>(null)

/** Sets the navigation bar's title while the calling page is shown; pass null to keep the route's. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    $pageTitle.set(title)
    return () => $pageTitle.set(null)
  }, [title])
}
