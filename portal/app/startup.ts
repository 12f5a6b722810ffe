import { HOME_ROUTE, LOGIN_ROUTE, startupRoute } from '../../src/navigation/gate'
import { $storageData, updateStorageData } from '../../src/session/store'
import { $location } from './location'
import { loginTarget, reLaunch } from './navigation'
import { api } from './services'

/**
 * Launch (spec §2, §4): without a stored token the portal relaunches at the login page, remembering where
 * the player was headed. A login popup left open by the last page life is closed. The web config is fetched
 * and only logged.
 */
export function startPortal(): void {
  // The popup belongs to a navigation the gate blocked in an earlier page life, whose destination is gone:
  // reopening it now would offer a login that leads nowhere.
  if ($storageData.get().loginPopup) updateStorageData({ loginPopup: false })
  const { path, search } = $location.get()
  if (startupRoute(path) === LOGIN_ROUTE && path !== LOGIN_ROUTE) {
    const returnTo = path === HOME_ROUTE && !search ? undefined : `${path}${search ? `?${search}` : ''}`
    // An invite link to any page ('#/?code=AB12') opens registration with its code.
    const code = new URLSearchParams(search).get('code')
    reLaunch(loginTarget(returnTo, code ? { code } : {}))
  }
  api
    .post('webconfig/index', undefined, { silent: true })
    .then((config) => console.info('[ficha] web config', config))
    .catch(() => {})
}
