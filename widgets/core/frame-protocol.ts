/**
 * The messages between an element on a partner's page and its frame on Ficha's origin (docs/widgets.md,
 * "Secrets stay on Ficha's origin"). Both sides check the other's exact origin and window before reading
 * one, and post to that exact origin only.
 */
import type { ElementTag } from '../tags'
import type { FichaEventDetails, FichaEventType } from './events'

/** The frame page, published beside the bundles: dist/widgets/frame.html, served at /widgets/frame.html. */
const FRAME_PAGE = 'frame.html'

/** The elements that take a password, a withdrawal password, a verification code or a PIX key. */
export const FRAMED_TAGS = [
  'ficha-signup-form',
  'ficha-login-form',
  'ficha-invite-panel',
  'ficha-wallet',
] as const satisfies readonly ElementTag[]

/** The events the frame passes on for the element to send on the partner's page. */
export const FORWARDED_EVENTS = [
  'ficha-login',
  'ficha-register',
  'ficha-logout',
  'ficha-error',
] as const satisfies FichaEventType[]
type ForwardedEvent = (typeof FORWARDED_EVENTS)[number]

/** Element -> frame. */
export type ToFrame =
  /** The element's attributes (absolute api-base and portal-url) and its --ficha-* values. */
  | { type: 'ficha:state'; attributes: Record<string, string | null>; vars: Record<string, string> }
  /** The page let the last navigation happen: hand the player to the portal. */
  | { type: 'ficha:go' }

/** Frame -> element. */
export type FromFrame =
  | { type: 'ficha:ready' }
  | { type: 'ficha:size'; height: number }
  | { [K in ForwardedEvent]: { type: 'ficha:event'; name: K; detail: FichaEventDetails[K] } }[ForwardedEvent]
  /** The element inside wants to open the portal at `url` (without the hand-off code, made only on 'go'). */
  | { type: 'ficha:navigate'; url: string }

/** The frame's address for `tag`, on the server of the element's API, telling it the page's origin. */
export function frameAddress(apiBase: string, tag: string): URL {
  const url = new URL(`../widgets/${FRAME_PAGE}`, new URL(apiBase, document.baseURI))
  url.searchParams.set('tag', tag)
  url.searchParams.set('origin', location.origin)
  return url
}

/** The --ficha-* custom properties a CSS text declares (the tokens), for theming the frame like the element. */
export const customProperties = (css: string): string[] => [
  ...new Set(css.match(/--ficha-[\w-]+(?=\s*:)/g) ?? []),
]
