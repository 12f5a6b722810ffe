import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { LongTexts, Texts } from './texts'

/** The console's operator messages (docs/notifications.md): who may send what. */
export const MESSAGE_PERMISSIONS = {
  /** Write to one player's notification centre. */
  player: 'console:messages:player',
  /** Write to every player, or a marketing message to those who may receive it. */
  broadcast: 'console:messages:broadcast',
} as const

/** A message as the operator wrote it: the operator's default language always, the others optional. */
const MessageFields = { title: Texts, body: LongTexts }

/** admin/message_player: an operator's message to one player. */
export const MessagePlayerBody = ExactObject({ userId: Type.Integer({ minimum: 1 }), ...MessageFields })
export type MessagePlayerBody = Static<typeof MessagePlayerBody>

/** Whether it was written: false when the player muted operator messages. */
export const MessagePlayerResult = Type.Object({ sent: Type.Boolean() })
export type MessagePlayerResult = Static<typeof MessagePlayerResult>

/**
 * Who a broadcast reaches: `all` every player (an operator message; those who muted them are skipped),
 * `marketing` only players who opted in and are not in a cool-off, self-exclusion or national ban.
 */
export const MESSAGE_AUDIENCES = ['all', 'marketing'] as const
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number]

/**
 * admin/message_broadcast: one message to an audience. A marketing message is a promotion: `conditions`
 * says whether any applies (absent: read as yes), for the advertising rules of the brazil profile.
 */
export const MessageBroadcastBody = ExactObject({
  audience: literals(MESSAGE_AUDIENCES),
  ...MessageFields,
  conditions: Type.Optional(Type.Boolean()),
})
export type MessageBroadcastBody = Static<typeof MessageBroadcastBody>

/**
 * A broadcast and how far its sending has come: `players` in its audience when it was made, `handled` of
 * them so far, `sent` those who got it (not muted; for marketing, opted in and not excluded); `finishedAt`
 * null while it is being sent. admin/message_broadcast answers the new one (handled 0): the server sends it
 * in batches, and admin/message_broadcasts shows its progress.
 */
export const BroadcastProgress = Type.Object({
  id: Type.Integer(),
  audience: literals(MESSAGE_AUDIENCES),
  /** The title in the operator's default language. */
  title: Type.String(),
  players: Type.Integer(),
  handled: Type.Integer(),
  sent: Type.Integer(),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
})
export type BroadcastProgress = Static<typeof BroadcastProgress>

/** admin/message_broadcasts: the newest broadcasts, newest first. */
export const MessageBroadcastsResult = Type.Array(BroadcastProgress)
export type MessageBroadcastsResult = Static<typeof MessageBroadcastsResult>
