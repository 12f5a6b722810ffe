import { HANDOFF_PARAM } from '../../src/contract/handoff-values'
import type { LoginData } from '../../src/contract/user'
import { applyLogin } from '../../src/features/auth/session'
import { loadCurrentLanguage, t } from '../../src/i18n'
import type { TextParams } from '../../src/i18n/translator'
import { $storageData, $token } from '../../src/session/store'
import { feedback } from './feedback'
import { frameApi } from './frame-api'

/**
 * A player who signed up or logged in through a widget on a partner's page arrives with ?handoff=CODE.
 * The code leaves the address bar at once (history, bookmarks, Referer), then, for a player not logged in
 * here, is traded for a session of the portal's own. Runs before startup, so the login gate already sees
 * the player logged in.
 */
export async function redeemHandoff(): Promise<void> {
  const url = new URL(location.href)
  const code = url.searchParams.get(HANDOFF_PARAM)
  if (code === null) return
  url.searchParams.delete(HANDOFF_PARAM)
  history.replaceState(history.state, '', url.href)
  // Anyone can send a player such a link (login CSRF): it never replaces a session the player has. The code
  // is left to expire; to switch accounts, the player logs out first.
  if ($token.get()) return tell('widget.handoffLoggedIn', { name: $storageData.get().name })
  try {
    const api = await frameApi()
    applyLogin(
      await api.request<LoginData>({ url: 'widget/exchange', method: 'POST', data: { code }, silent: true }),
    )
  } catch {
    await tell('widget.handoffFailed')
  }
}

/** In the player's language, whose catalogue may still be on its way. */
async function tell(key: 'widget.handoffFailed' | 'widget.handoffLoggedIn', params?: TextParams) {
  await loadCurrentLanguage().catch(() => {})
  feedback.toast(t(key, params))
}
