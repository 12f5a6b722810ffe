import { grantsPermission } from '@src/permissions/rules'
import type { ComponentType } from 'react'
import { CONSOLE_GROUPS, type ConsoleGroup, type ConsoleRoute } from './route'

/** A console route with its address (/console/<section>[/<sub>], without a trailing slash). */
export interface FoundRoute extends ConsoleRoute {
  path: string
}

type PageModule = { default: ComponentType }

// Each page folder's small route.ts is read eagerly; the pages themselves are one lazy chunk each.
const definitions = import.meta.glob<{ default: ConsoleRoute }>('../pages/**/route.ts', { eager: true })
const pages = import.meta.glob<PageModule>('../pages/**/index.tsx')

/** '../pages/players/detail/route.ts' -> '/console/players/detail'. */
const pathOf = (file: string): string =>
  `/console/${file.replace(/^\.\.\/pages\//, '').replace(/\/route\.ts$/, '')}`

/** Every console route, sorted by group, then order, then path. */
export const CONSOLE_ROUTES: readonly FoundRoute[] = Object.entries(definitions)
  .map(([file, module]) => ({ ...module.default, path: pathOf(file) }))
  .sort(
    (a, b) =>
      CONSOLE_GROUPS.indexOf(a.group) - CONSOLE_GROUPS.indexOf(b.group) ||
      a.order - b.order ||
      a.path.localeCompare(b.path),
  )

/** The route of an address path ('/console/orders/' and '/console/orders' alike), or undefined. */
export const findRoute = (path: string): FoundRoute | undefined => {
  const clean = path.replace(/\/+$/, '')
  return CONSOLE_ROUTES.find((route) => route.path === clean)
}

/** The lazy loader of a route's page (console/pages/<section>/index.tsx). */
export const pageLoader = (route: FoundRoute): (() => Promise<PageModule>) => {
  const load = pages[`../pages/${route.path.replace(/^\/console\//, '')}/index.tsx`]
  if (!load) throw new Error(`no page module for the console route ${route.path}`)
  return load
}

/** The routes an operator with these permissions may open. */
export const allowedRoutes = (permissions: readonly string[]): FoundRoute[] =>
  CONSOLE_ROUTES.filter((route) => grantsPermission(permissions, route.permission))

/** The side navigation: each group's listed routes the operator may open, groups without any left out. */
export const navigation = (
  permissions: readonly string[],
): { group: ConsoleGroup; routes: FoundRoute[] }[] => {
  const allowed = allowedRoutes(permissions).filter((route) => route.nav)
  return CONSOLE_GROUPS.map((group) => ({
    group,
    routes: allowed.filter((route) => route.group === group),
  })).filter((entry) => entry.routes.length > 0)
}
