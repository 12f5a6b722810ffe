import { type Static, Type } from '@sinclair/typebox'
import { ExactObject } from './envelope'

/**
 * The widget hand-off: a player who signed up or logged in through a widget on a partner's page (another
 * origin, another localStorage) arrives on the portal logged in. The login token never travels in a URL:
 * the widget asks for a one-time code (widget/handoff, with its token) and opens the portal with
 * ?handoff=CODE; the portal trades the code for a session of its own (widget/exchange).
 */

/** widget/handoff: the code and how long it stays valid. */
export const HandoffData = Type.Object({
  code: Type.String({ description: 'Single use; goes in the portal URL as ?handoff= (HANDOFF_PARAM)' }),
  expiresIn: Type.Integer({ description: 'Seconds before the code expires' }),
})
export type HandoffData = Static<typeof HandoffData>

/** widget/exchange: the code from the URL. The answer is a login's (data.userinfo.token). */
export const ExchangeBody = ExactObject({ code: Type.String({ minLength: 1, maxLength: 64 }) })
export type ExchangeBody = Static<typeof ExchangeBody>
