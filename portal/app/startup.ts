import { webConfigOf } from '../../src/features/protection/compliance'
import { followExclusion } from '../../src/features/protection/exclusion'
import { HOME_ROUTE, LOGIN_ROUTE, startupRoute } from '../../src/navigation/gate'
import { $storageData, $token, updateStorageData } from '../../src/session/store'
import { takeBrand } from './brand'
import { frameApi } from './frame-api'
import { $location } from './location'
import { loginTarget, reLaunch } from './navigation'
import { $webConfig } from './webconfig'

/**
 * Launch (spec §2, §4): without a stored token the portal relaunches at the login page, remembering where
 * the player was headed. A login popup left open by the last page life is closed. The web config is fetched
 * into $webConfig (automatic transfer, the withdrawal's expected time) and its brand applied. The player's exclusion, if any, is
 * read for the pages that would invite play.
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
  // Issue 18: during a cool-off or self-exclusion the pages do not invite play or deposits.
  followExclusion($token, () =>
    frameApi().then((api) => api.post('index/get_limits', undefined, { silent: true })),
  )
  frameApi()
    .then(webConfigOf)
    .then((config) => {
      $webConfig.set(config)
      takeBrand(config)
    })
    .catch(() => {})
}
