import { $token, updateStorageData } from '../../src/session/store'
import { LOGIN_ROUTE, PUBLIC_ROUTES } from './routes'

/** The navigation kinds of spec §2, plus back: a browser's back button can reach a private page too. */
export type NavigationKind = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'back'

// The gate's vocabulary comes from the portal's route table: a route's public flag sits beside its path.
export { HOME_ROUTE, LOGIN_ROUTE } from '../../portal/app/routes'

const publicPaths: ReadonlySet<string> = new Set(PUBLIC_ROUTES)

/** The route itself: a target's query string and hash do not change which page it is. */
const routeOf = (path: string): string => path.split(/[?#]/)[0] ?? path

export const canNavigate = (path: string, token: string): boolean =>
  token !== '' || publicPaths.has(routeOf(path))

/**
 * The login gate. Every kind follows the same rule (spec §2); the kind is taken so routers state what they
 * do. A blocked navigation turns the login popup on and returns false.
 */
export const guard = (_kind: NavigationKind, path: string): boolean => {
  if (canNavigate(path, $token.get())) return true
  updateStorageData({ loginPopup: true })
  return false
}

/** Where the app starts (spec §2): without a stored token, always at the login page. */
export const startupRoute = (currentPath: string): string => ($token.get() ? currentPath : LOGIN_ROUTE)
