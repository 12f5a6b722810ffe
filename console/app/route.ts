/** The side navigation's groups, in their order. */
export const CONSOLE_GROUPS = ['players', 'money', 'games', 'risk', 'reports', 'settings', 'audit'] as const
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number]

/**
 * What a console page's eager `route.ts` exports by default (docs/console.md): the page at
 * `/console/<section>[/<sub>]` is `console/pages/<section>[/<sub>]/index.tsx`, found by its folder.
 */
export interface ConsoleRoute {
  /** Locale key of the page's title and navigation label (`console.nav.<key>`). */
  title: string
  /** The permission the page needs; the navigation hides it, the server checks every call anyway. */
  permission: string
  /** The navigation group it is listed under. */
  group: ConsoleGroup
  /** Its place inside the group (smaller first). */
  order: number
  /** false for pages reached from another page (a detail page with ?id=...). */
  nav: boolean
}
