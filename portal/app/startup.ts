import { computed } from 'nanostores'
import { applyUserInfo } from '../../src/features/auth/session'
import { webConfigOf } from '../../src/features/protection/compliance'
import { followExclusion } from '../../src/features/protection/exclusion'
import { $storageData, $token, updateStorageData } from '../../src/session/store'
import { takeBrand } from './brand'
import { frameApi } from './frame-api'
import { HOME_ROUTE, LOGIN_ROUTE, startupRoute } from './gate'
import { $location } from './location'
import { loginTarget, navigateTo, reLaunch } from './navigation'
import { $webConfig } from './webconfig'

const REGISTRATION = '/pages/mine/registration/index'

/**
 * Launch (spec §2, §4): without a stored token the portal relaunches at the login page, remembering where
 * the player was headed. A login popup left open by the last page life is closed. The web config is fetched
 * into $webConfig (automatic transfer, the withdrawal's expected time) and its brand applied. The player's
 * exclusion, if any, is read for the pages that would invite play, and the user info for its identity state.
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
  // During a cool-off or self-exclusion the pages do not invite play or deposits.
  followExclusion($token, () =>
    frameApi().then((api) => api.post('index/get_limits', undefined, { silent: true })),
  )
  // The user info as the server has it now, at launch and after each login: an identity check still pending
  // shows on the pages that need a verified one, and a decision shows without logging in again.
  $token.subscribe((token) => {
    if (!token) return
    frameApi()
      .then((api) => api.post('user/getUserinfo', undefined, { silent: true }))
      .then((info) => {
        if ($token.get() === token) applyUserInfo(info)
      })
      .catch(() => {})
  })
  // The extended registration still owed: the player is asked for it at once, after sign-up and at the next
  // login of an older account; they may leave it to withdraw. Only the brazil profile owes one, so nothing is
  // asked before the web config names the profile.
  computed([$token, $webConfig], (token, config) =>
    config?.compliance === 'brazil' ? token : null,
  ).subscribe((token) => {
    if (!token) return
    frameApi()
      .then((api) => api.post('user/registration', undefined, { silent: true }))
      .then((status) => {
        if (
          $token.get() === token &&
          status.required &&
          !status.complete &&
          $location.get().path !== REGISTRATION
        )
          navigateTo(REGISTRATION)
      })
      .catch(() => {})
  })
  frameApi()
    .then(webConfigOf)
    .then((config) => {
      $webConfig.set(config)
      takeBrand(config)
    })
    .catch(() => {})
}
