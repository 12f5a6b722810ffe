import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { $location } from './location'

/** The query inside the hash of the current page ('#/pages/x?code=AB' gives code=AB). */
export function useRouteQuery(): URLSearchParams {
  const { search } = useStore($location)
  return useMemo(() => new URLSearchParams(search), [search])
}
