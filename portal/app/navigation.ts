import { updateStorageData } from '../../src/session/store'
import { guard, HOME_ROUTE, LOGIN_ROUTE, type NavigationKind } from './gate'
import { historyDepth, parseTarget, setLocation } from './location'
import type { RouteTarget } from './routes'

/**
 * The portal's navigation primitives (uni-app's names). Each passes the login gate: a blocked move turns
 * the login popup on, is remembered, and is carried out once the player logs in (see resumeAfterLogin).
 * Targets are route paths with an optional query: '/pages/mine/settings/index', '/pages/jogos/login?code=X';
 * their type (`RouteTarget`) lets only the route table's paths through.
 */

let blocked: { kind: NavigationKind; target: RouteTarget } | null = null

const go = (kind: NavigationKind, target: RouteTarget, move: () => void): boolean => {
  if (!guard(kind, parseTarget(target).path)) {
    blocked = { kind, target }
    return false
  }
  blocked = null
  move()
  return true
}

/** Opens a page on top of the current one; back returns. */
export const navigateTo = (target: RouteTarget): boolean =>
  go('navigateTo', target, () => setLocation(target, {}))

/** Replaces the current page. */
export const redirectTo = (target: RouteTarget): boolean =>
  go('redirectTo', target, () => setLocation(target, { replace: true }))

/** Starts over at a page: back from there leaves for home, not for the pages before. */
export const reLaunch = (target: RouteTarget): boolean =>
  go('reLaunch', target, () => setLocation(target, { replace: true, depth: 0 }))

/** Shows a tab page; tabs do not stack. */
export const switchTab = (target: RouteTarget): boolean =>
  go('switchTab', target, () => setLocation(target, { replace: true, depth: 0 }))

/** Returns to the previous page, or home when the player entered here. */
export function back(): void {
  if (historyDepth() > 0) history.back()
  else reLaunch(HOME_ROUTE)
}

/** The login page, asked to bring the player back to `target` afterwards; `extra` adds query fields. */
export function loginTarget(target?: string, extra: Record<string, string> = {}): RouteTarget {
  const query = new URLSearchParams(extra)
  if (target && parseTarget(target).path !== LOGIN_ROUTE) query.set('redirect', target)
  const search = query.toString()
  return search ? `${LOGIN_ROUTE}?${search}` : LOGIN_ROUTE
}

/** Relaunches at the login page: startup without a token, logout, an expired session. */
export const relaunchLogin = (returnTo?: string): void => {
  blocked = null
  reLaunch(loginTarget(returnTo))
}

/**
 * After a login: carries out the navigation that the gate blocked, if any (the popup case), else goes to
 * `fallback` (the login page's redirect or home; the popup gives none and the player stays).
 */
export function resumeAfterLogin(fallback?: RouteTarget): void {
  const pending = blocked
  blocked = null
  if (!pending) {
    if (fallback) reLaunch(fallback)
    return
  }
  const primitives = { navigateTo, redirectTo, reLaunch, switchTab, back: reLaunch }
  primitives[pending.kind](pending.target)
}

/** The target the gate last blocked, if the player has not moved on since. */
export const blockedTarget = (): RouteTarget | undefined => blocked?.target

/** Forgets a blocked navigation (the player closed the login popup). */
export const dropBlocked = (): void => {
  blocked = null
}

/** Opens the login popup, as a blocked navigation does, for an action that needs a session (a visitor's heart). */
export const openLoginPopup = (): void => updateStorageData({ loginPopup: true })
