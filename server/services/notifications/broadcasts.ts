import type { BroadcastProgress, MessageAudience } from '@src/contract/messages'
import type { Lang } from '@src/i18n/languages'
import { and, asc, count, desc, eq, gt, isNull, lte, max, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Localized, localize } from '../../db/localized'
import { broadcasts } from '../../db/schema/notifications'
import { users } from '../../db/schema/users'
import { recordAudit } from '../audit'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import { deliverBroadcast } from './send'

/**
 * Broadcasts (admin/message_broadcast, docs/notifications.md): an operator's message to every player, sent
 * in batches of BROADCAST_BATCH players, each batch its own short transaction that writes its notices
 * (a marketing one decided under the player's lock, as ever) and moves the broadcast's cursor. A deposit,
 * an exclusion or a provider debit waits at most for the batch that holds its player, never for the whole
 * audience; a restart resumes after the last batch committed, and a notice carries its broadcast's id, which
 * a player holds once.
 */

/** Players per batch: a batch holds their locks a few milliseconds. */
const BROADCAST_BATCH = 50

/** How often the job looks for a broadcast to send (one just made, or one a restart interrupted). */
const POLL_MS = 2_000

/** Who a broadcast may reach: players, not the demo players nor console accounts. */
const isAudience = and(
  eq(users.demo, false),
  sql`cardinality(${users.roles}) = 0`,
  sql`cardinality(${users.permissions}) = 0`,
)

interface Operator {
  id: number
  ip: string | null
}

type BroadcastRow = typeof broadcasts.$inferSelect

/** A broadcast's progress, its title in `lang` (the operator's default language). */
const progressOf = (row: BroadcastRow, lang: Lang): BroadcastProgress => ({
  id: row.id,
  audience: row.audience,
  title: localize(row.text.title, lang),
  players: row.total,
  handled: row.handled,
  sent: row.sent,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
})

/**
 * admin/message_broadcast: records a broadcast to the players there are now (those up to the newest id),
 * with its audit row, in one transaction; the job sends it.
 */
export const createBroadcast = (
  db: Db,
  operator: Operator,
  audience: MessageAudience,
  message: { title: Localized; body: Localized },
  lang: Lang,
): Promise<BroadcastProgress> =>
  db.transaction(async (tx) => {
    const [audienceNow] = await tx
      .select({ upTo: max(users.id), players: count() })
      .from(users)
      .where(isAudience)
    const [row] = await tx
      .insert(broadcasts)
      .values({
        actorId: operator.id,
        audience,
        text: message,
        upTo: audienceNow?.upTo ?? 0,
        total: audienceNow?.players ?? 0,
      })
      .returning()
    if (!row) throw new Error('broadcast not written')
    await recordAudit(tx, {
      actorId: operator.id,
      action: `message.${audience}`,
      target: `broadcast:${row.id}`,
      after: {
        title: localize(message.title, lang),
        languages: Object.keys(message.title),
        players: row.total,
      },
      ip: operator.ip,
    })
    return progressOf(row, lang)
  })

/**
 * Sends the next batch of a broadcast in one transaction, the broadcast's row locked first so that two
 * processes take turns: answers true once it is finished. Its last batch writes the audit row of what it
 * reached (`message.sent`).
 */
export const sendBroadcastBatch = (
  db: Db,
  id: number,
  size = BROADCAST_BATCH,
  now = new Date(),
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [broadcast] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for('update')
    if (!broadcast || broadcast.finishedAt) return true
    const players = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(isAudience, gt(users.id, broadcast.cursor), lte(users.id, broadcast.upTo)))
      .orderBy(asc(users.id))
      .limit(size)
    const kind = broadcast.audience === 'marketing' ? 'marketing' : 'operatorMessage'
    let sent = 0
    for (const player of players) {
      const notice = await deliverBroadcast(tx, player.id, { id, kind, text: broadcast.text }, now)
      if (notice !== null) sent += 1
    }
    const finished = players.length < size
    const [after] = await tx
      .update(broadcasts)
      .set({
        cursor: players.at(-1)?.id ?? broadcast.cursor,
        handled: sql`${broadcasts.handled} + ${players.length}`,
        sent: sql`${broadcasts.sent} + ${sent}`,
        finishedAt: finished ? now : null,
      })
      .where(eq(broadcasts.id, id))
      .returning()
    if (finished && after)
      await recordAudit(tx, {
        actorId: null,
        action: 'message.sent',
        target: `broadcast:${id}`,
        after: { players: after.total, handled: after.handled, sent: after.sent },
      })
    return finished
  })

/**
 * Sends every unfinished broadcast to its end, oldest first, batch by batch.
 * @internal Tests run one pass of the job.
 */
export const sendBroadcasts = async (db: Db, size = BROADCAST_BATCH): Promise<void> => {
  const waiting = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(isNull(broadcasts.finishedAt))
    .orderBy(asc(broadcasts.id))
  for (const { id } of waiting) {
    let finished = false
    while (!finished) finished = await sendBroadcastBatch(db, id, size)
  }
}

/** admin/message_broadcasts: the newest broadcasts (at most 20) and their progress. */
export const listBroadcasts = async (db: Db, lang: Lang): Promise<BroadcastProgress[]> => {
  const rows = await db.select().from(broadcasts).orderBy(desc(broadcasts.id)).limit(20)
  return rows.map((row) => progressOf(row, lang))
}

/** The job that sends broadcasts: every 2 seconds, and at start (a broadcast a restart interrupted). */
export const startBroadcastJob = (db: Db, log: JobLog, lease: JobLease): Job =>
  startJob({ everyMs: POLL_MS, atStart: true, log, failure: 'a broadcast batch failed', lease }, () =>
    sendBroadcasts(db),
  )
