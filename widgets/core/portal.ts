import type { ApiClient } from '../../src/api/types'
import { $token } from '../../src/session/store'
import type { ElementInfo } from './element-context'
import { emit } from './events'
import { frameBridge } from './frame-bridge'
import { trackingOf } from './tracking'

/**
 * The portal's address for a route: `portal-url` with the route in the hash ('/pages/mine/account/recharge'),
 * and the element's `lang` when it has one (the portal adopts ?lang=, LANG_PARAM of src/i18n/languages.ts,
 * written out: the bundle is byte-tight).
 */
export function portalAddress(portalUrl: string, route: string, lang?: string): URL {
  const url = new URL(portalUrl, document.baseURI)
  lang && url.searchParams.set('lang', lang)
  url.hash = `#${route}`
  return url
}

/**
 * Takes the player to the portal at `route`, with the element's `lang` when it has one. An element with a
 * session runs on Ficha's origin (in place, or in Ficha's frame on a partner's page), so only an address on
 * this origin is Ficha's portal: the frame makes a one-time hand-off code for it, since its storage is not
 * the portal's. Any other `portal-url` is the embedding page's choice and opens without a code: the code is
 * a whole session. The page is told first (ficha-navigate) and may open the address its own way by
 * cancelling the event.
 */
export async function openPortal(
  api: ApiClient,
  { host, portalUrl }: ElementInfo,
  route = '/',
): Promise<void> {
  const url = portalAddress(portalUrl, route, host.lang)
  // The partner's tracking, and the element it came through (docs/partners.md): the portal records the click.
  for (const [name, value] of trackingOf(host)) {
    url.searchParams.set(name, value)
    url.searchParams.set('el', host.localName)
  }
  const bridge = frameBridge()
  if (bridge) {
    const ours = url.origin === location.origin
    bridge.navigate(url, async () =>
      ours && $token.get() ? (await api.post('widget/handoff')).code : undefined,
    )
    return
  }
  // In place (the page is on Ficha's origin), the portal there shares the session; elsewhere, no code.
  if (emit(host, 'ficha-navigate', { url: url.href }, true)) location.assign(url.href)
}
