import { createContext, useContext } from 'react'
import type { Lang } from '../../src/i18n/languages'

/** What every element's component knows about its element beside its own attributes. */
export interface ElementInfo {
  /** The custom element: the target of its events. */
  host: HTMLElement
  lang: Lang
  /** `api-base` or its default, with a trailing slash. */
  apiBase: string
  /** `portal-url` or its default. */
  portalUrl: string
}

export const ElementContext = createContext<ElementInfo | null>(null)

export function useElement(): ElementInfo {
  const element = useContext(ElementContext)
  if (!element) throw new Error('useElement needs an element defined by defineElement above it')
  return element
}
