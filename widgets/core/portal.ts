import type { ApiClient } from '../../src/api/types'
import type { HandoffData } from '../../src/contract/handoff'
import { HANDOFF_PARAM } from '../../src/contract/handoff-values'
import { $token } from '../../src/session/store'
import type { ElementInfo } from './element-context'
import { emit } from './events'
import { frameBridge } from './frame-bridge'

/** The portal's address for a route: `portal-url` with the route in the hash ('/pages/mine/account/recharge'). */
export function portalAddress(portalUrl: string, route: string): URL {
  const url = new URL(portalUrl, document.baseURI)
  url.hash = `#${route}`
  return url
}

/**
 * Takes the player to the portal at `route`, logged in, with the element's `lang` when it has one (the portal
 * adopts ?lang=). On the portal's own origin the session is already shared; on another origin the server
 * issues a one-time hand-off code for the URL, never the token. The page is told first (ficha-navigate) and
 * may open the address its own way by cancelling the event.
 */
export async function openPortal(
  api: ApiClient,
  { host, portalUrl }: ElementInfo,
  route = '/',
): Promise<void> {
  const url = portalAddress(portalUrl, route)
  // LANG_PARAM (src/i18n/languages.ts), written out: the bundle is byte-tight. The portal adopts only a
  // language of ours.
  host.lang && url.searchParams.set('lang', host.lang)
  const bridge = frameBridge()
  if (bridge) {
    // In the frame on a partner's page: its storage is not the portal's, so a code is always needed.
    bridge.navigate(url, async () =>
      $token.get() ? (await api.post<HandoffData>('widget/handoff')).code : undefined,
    )
    return
  }
  if (url.origin !== location.origin && $token.get()) {
    const { code } = await api.post<HandoffData>('widget/handoff')
    url.searchParams.set(HANDOFF_PARAM, code)
  }
  if (emit(host, 'ficha-navigate', { url: url.href }, true)) location.assign(url.href)
}
