import { $token, updateStorageData } from '../session/store'

/** The navigation kinds of spec §2, plus back: a browser's back button can reach a private page too. */
export type NavigationKind = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'back'

export const LOGIN_ROUTE = '/pages/jogos/login'
export const HOME_ROUTE = '/'

/**
 * The only targets a visitor without a token may open (spec §2). '/pages/jogos/index', although the games
 * tab, is not on the spec's list: visitors see the games at '/'.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  HOME_ROUTE,
  '/pages/first-storage/index',
  '/pages/return-cash/index',
  '/pages/telegram/index',
  '/pages/buddy/index',
  '/pages/jogos/game-details/index',
  // Issue 18: the responsible-gaming page (18+, the tools, where to get help) is for everyone.
  '/pages/responsible/index',
  LOGIN_ROUTE,
]

/** The route itself: a target's query string and hash do not change which page it is. */
const routeOf = (path: string): string => path.split(/[?#]/)[0] ?? path

export const canNavigate = (path: string, token: string): boolean =>
  token !== '' || PUBLIC_ROUTES.includes(routeOf(path))

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
