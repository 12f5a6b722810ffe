import type { UserInfo } from '../../src/contract/user'

/** What an element tells its page about the player: enough to greet them and count a conversion. */
export type FichaPlayer = Pick<UserInfo, 'id' | 'nickname' | 'avatar' | 'invitationCode' | 'vipLevel'>

/** Every event the elements send, by type, with its detail. All bubble and cross the shadow boundary. */
export interface FichaEventDetails {
  /** The player logged in through the element. */
  'ficha-login': { player: FichaPlayer }
  /**
   * A new account was created and logged in. Cancelable: preventDefault() keeps the player on the page,
   * which otherwise hands them to the portal, logged in.
   */
  'ficha-register': { player: FichaPlayer; invitationCode: string }
  /** The player logged out through the element. */
  'ficha-logout': Record<string, never>
  /** A call failed: `message` is what the element showed, in its language; `code` the API's, when known. */
  'ficha-error': { message: string; code?: number }
  /** The element is about to open `url` in the portal. Cancelable: the page may open it its own way. */
  'ficha-navigate': { url: string }
}

export type FichaEventType = keyof FichaEventDetails

type FichaEventMap = { [K in FichaEventType]: CustomEvent<FichaEventDetails[K]> }

// The events in the DOM's own typings: on the elements, and on the document they bubble up to.
declare global {
  interface HTMLElementEventMap extends FichaEventMap {}
  interface DocumentEventMap extends FichaEventMap {}
}

export const toPlayer = ({ id, nickname, avatar, invitationCode, vipLevel }: UserInfo): FichaPlayer => ({
  id,
  nickname,
  avatar,
  invitationCode,
  vipLevel,
})

/**
 * Sends `type` from the element to the page: bubbling and composed, so a listener on the document hears
 * it. Answers false when a listener called preventDefault() on a cancelable event.
 */
export function emit<K extends FichaEventType>(
  host: EventTarget,
  type: K,
  detail: FichaEventDetails[K],
  cancelable = false,
): boolean {
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }))
}
