import { type Static, Type } from '@sinclair/typebox'
import { LANGS } from '../i18n/languages'
import { ExactObject, literals } from './envelope'

/**
 * The notification centre (docs/notifications.md): what a player's notification tells. Its title and text
 * are the locale's `notice.<category>`, filled with its params in the reader's language; an operator's
 * message and a marketing one carry the operator's own words instead. The names map one to one
 * (deposit_paid is depositPaid, race_result is raceResult...); bonusForfeited and playAlert were the
 * existing notices of player protection; correctionApplied tells an operator's balance correction.
 */
export const NOTICE_CATEGORIES = [
  'depositPaid',
  'withdrawalPaid',
  'withdrawalRefused',
  'raceResult',
  'bonusCredited',
  'bonusForfeited',
  'correctionApplied',
  'limitReached',
  'limitNear',
  'realityCheck',
  'playAlert',
  'identityDecision',
  'complaintAnswered',
  'complaintClosed',
  // The national ban list named the player's status (its flow: docs/compliance.md, National statuses).
  'nationalStatus',
  'operatorMessage',
  'marketing',
] as const
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number]

/** Money moved: these arrive with a toast, and can never be muted. */
const MONEY_CATEGORIES = [
  'depositPaid',
  'withdrawalPaid',
  'withdrawalRefused',
  'bonusCredited',
  'bonusForfeited',
  'correctionApplied',
] as const satisfies readonly NoticeCategory[]

/** What the player may mute (never money, never protection: limits, reality check, alerts, identity). */
export const MUTABLE_CATEGORIES = [
  'raceResult',
  'operatorMessage',
] as const satisfies readonly NoticeCategory[]
export type MutableCategory = (typeof MUTABLE_CATEGORIES)[number]

export const isMoneyCategory = (category: string): boolean =>
  (MONEY_CATEGORIES as readonly string[]).includes(category)

/** A notification as the live channel and the portal's list carry it. */
export const LiveNotice = Type.Object({
  id: Type.Integer(),
  kind: literals(NOTICE_CATEGORIES),
  /** The text's values (amount in centavos, order id, reason, limit, state...). */
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** Rendered in the reader's language: the locale's text, or the operator's words. */
  title: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601' }),
  read: Type.Boolean(),
})
export type LiveNotice = Static<typeof LiveNotice>

/** notice/settings: what is muted, what may be, and the marketing consent (LGPD opt-in, off by default). */
export const NoticeSettings = Type.Object({
  muted: Type.Array(literals(MUTABLE_CATEGORIES)),
  mutable: Type.Array(Type.String()),
  marketing: Type.Boolean(),
  /** When the player opted in (ISO 8601), null without consent. */
  marketingConsentAt: Type.Union([Type.String(), Type.Null()]),
})
export type NoticeSettings = Static<typeof NoticeSettings>

export const NoticeSettingsBody = ExactObject({
  muted: Type.Optional(
    Type.Array(literals(MUTABLE_CATEGORIES), {
      maxItems: MUTABLE_CATEGORIES.length,
      uniqueItems: true,
    }),
  ),
  marketing: Type.Optional(Type.Boolean()),
})
export type NoticeSettingsBody = Static<typeof NoticeSettingsBody>

/** notice/ticket: a single-use pass for notice/stream, valid for a minute (an EventSource sends no header). */
export const NoticeTicket = Type.Object({
  ticket: Type.String(),
  expiresAt: Type.String({ description: 'ISO 8601' }),
})
export type NoticeTicket = Static<typeof NoticeTicket>

export const NoticeStreamQuery = ExactObject({
  ticket: Type.String({ minLength: 16, maxLength: 100 }),
  lang: Type.Optional(literals(LANGS)),
})
export type NoticeStreamQuery = Static<typeof NoticeStreamQuery>

/** notice/stream's "notice" event: one new notification and the unread count after it. */
export interface NoticeEvent {
  notice: LiveNotice
  unread: number
}
