import { HANDOFF_PARAM } from '../../src/contract/handoff-values'
import { $player, applyLogin } from '../../src/features/auth/session'
import { loadCurrentLanguage, t } from '../../src/i18n'
import type { TextParams } from '../../src/i18n/translator'
import { $storageData, $token } from '../../src/session/store'
import { feedback } from './feedback'
import { frameApi } from './frame-api'

/**
 * A player who signed up or logged in through a widget on a partner's page arrives with ?handoff=CODE.
 * The code leaves the address bar at once (history, bookmarks, Referer), then is traded for a session of
 * the portal's own. Runs before startup, so the login gate already sees the player logged in.
 */
export async function redeemHandoff(): Promise<void> {
  const url = new URL(location.href)
  const code = url.searchParams.get(HANDOFF_PARAM)
  if (code === null) return
  url.searchParams.delete(HANDOFF_PARAM)
  history.replaceState(history.state, '', url.href)
  try {
    const api = await frameApi()
    const login = await api.post('widget/exchange', { code }, { silent: true })
    // Anyone can send a player such a link (login CSRF): it never puts another account in place of the
    // session a player has here. To switch accounts, the player logs out first.
    if ($token.get() && login.userinfo.id !== $player.get()?.id)
      return await tell('widget.handoffLoggedIn', { name: $storageData.get().name })
    applyLogin(login)
  } catch {
    await tell('widget.handoffFailed')
  }
}

/** In the player's language, whose catalogue may still be on its way. */
async function tell(key: 'widget.handoffFailed' | 'widget.handoffLoggedIn', params?: TextParams) {
  await loadCurrentLanguage().catch(() => {})
  feedback.toast(t(key, params))
}
