import type { ComponentType } from 'react'
import type { PortalRoute } from './routes'

/** A page module: its default export is the page. */
type PageModule = { default: ComponentType }
export type PageLoader = () => Promise<PageModule>

// One lazy chunk per page, found by Vite: the module of route '/pages/x/index' is portal/pages/x/index.tsx.
const pages = import.meta.glob<PageModule>('../pages/**/*.tsx')

/** The loader of a route's page (the same function for routes sharing a page: it loads once). */
export function pageLoader(route: PortalRoute): PageLoader {
  const load = pages[`..${route.page ?? route.path}.tsx`]
  if (!load) throw new Error(`no page module for the route ${route.path}`)
  return load
}
