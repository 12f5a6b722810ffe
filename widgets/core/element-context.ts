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

// No default: every element's component renders under defineElement's provider (core/define.tsx).
export const ElementContext = createContext<ElementInfo>(null as never)

export const useElement = (): ElementInfo => useContext(ElementContext)
