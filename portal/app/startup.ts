import { HOME_ROUTE, LOGIN_ROUTE, startupRoute } from '../../src/navigation/gate'
import { $location } from './location'
import { relaunchLogin } from './navigation'
import { api } from './services'

/**
 * Launch (spec §2, §4): without a stored token the portal relaunches at the login page, remembering where
 * the player was headed (an invite link's code travels in the URL and is read by the login page). The web
 * config is fetched and only logged.
 */
export function startPortal(): void {
  const { path, search } = $location.get()
  if (startupRoute(path) === LOGIN_ROUTE && path !== LOGIN_ROUTE) {
    relaunchLogin(path === HOME_ROUTE && !search ? undefined : `${path}${search ? `?${search}` : ''}`)
  }
  api
    .post('webconfig/index', undefined, { silent: true })
    .then((config) => console.info('[ficha] web config', config))
    .catch(() => {})
}
