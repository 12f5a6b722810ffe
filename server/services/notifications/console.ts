import { Code } from '@src/contract/codes'
import type { MessageAudience, MessageBroadcastResult, MessagePlayerResult } from '@src/contract/messages'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { sendMarketing, sendOperatorMessage } from './send'

/** Who did it, from where: every message call writes one audit row with these. */
interface Operator {
  id: number
  ip: string | null
}

interface Message {
  title: Localized
  body: Localized
}

/** What the audit row keeps of a message: its fallback title and the languages written. */
const audited = (message: Message) => ({ title: message.title.zh, languages: Object.keys(message.title) })

/**
 * admin/message_player: an operator's message to one player, with its audit row, in one transaction. Not
 * written (sent false) when the player muted operator messages.
 */
export const messagePlayer = (
  db: Db,
  operator: Operator,
  userId: number,
  message: Message,
): Promise<MessagePlayerResult> =>
  db.transaction(async (tx) => {
    const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!player) throw new ApiError(Code.PlayerNotFound)
    const notice = await sendOperatorMessage(tx, userId, message)
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'message.player',
      target: `user:${userId}`,
      after: { ...audited(message), notice },
      ip: operator.ip,
    })
    return { sent: notice !== null }
  })

/**
 * admin/message_broadcast: one message to every player (not the demo players nor console accounts): an
 * operator message to `all` (skipping those who muted them), or a marketing message that the notification
 * service writes only for players who opted in and are not in a cool-off, self-exclusion or ban. One
 * transaction with its audit row, which keeps how many it reached: all of it is sent, or none.
 */
export const broadcastMessage = (
  db: Db,
  operator: Operator,
  audience: MessageAudience,
  message: Message,
): Promise<MessageBroadcastResult> =>
  db.transaction(async (tx) => {
    const players = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.demo, false),
          sql`cardinality(${users.roles}) = 0`,
          sql`cardinality(${users.permissions}) = 0`,
        ),
      )
      .orderBy(asc(users.id))
    let sent = 0
    for (const player of players) {
      const notice =
        audience === 'marketing'
          ? await sendMarketing(tx, player.id, message)
          : await sendOperatorMessage(tx, player.id, message)
      if (notice !== null) sent += 1
    }
    await recordAudit(tx, {
      actorId: operator.id,
      action: `message.${audience}`,
      target: 'players',
      after: { ...audited(message), players: players.length, sent },
      ip: operator.ip,
    })
    return { players: players.length, sent }
  })
