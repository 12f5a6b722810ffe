import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { PostbackConfig } from '../../config'
import type { Db } from '../../db'
import {
  type PartnerEventState,
  partnerAttributions,
  partnerDeliveries,
  partnerEvents,
  partnerPostbacks,
  partners,
} from '../../db/schema/partners'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import {
  EVENT_HEADER,
  postbackValues,
  renderPostback,
  SIGNATURE_HEADER,
  signPostback,
  TIMESTAMP_HEADER,
} from './postbacks'

/** The longest wait between two tries of one event. */
const MAX_RETRY_MS = 3_600_000
/** Players whose events are sent at once (each player's one after the other). */
const PARALLEL = 8
/** Events one pass picks; a tick passes again while it finds some. */
const BATCH = 64

/** The wait before try `attempts + 1`: the first retry's delay, doubled each time, up to an hour. */
const retryDelayMs = (attempts: number, firstMs: number): number =>
  Math.min(MAX_RETRY_MS, firstMs * 2 ** Math.max(0, attempts - 1))

type Outbound = typeof partnerEvents.$inferSelect

/**
 * The events due now that are their player's oldest waiting one: a player's next event waits until the one
 * before it was delivered, so each player's postbacks arrive in the order they happened.
 */
const dueHeads = (db: Db) =>
  db
    .select()
    .from(partnerEvents)
    .where(
      and(
        eq(partnerEvents.state, 'pending'),
        lte(partnerEvents.nextAttemptAt, sql`now()`),
        sql`not exists (select 1 from ${partnerEvents} earlier where earlier.user_id = ${partnerEvents.userId}
          and earlier.state = 'pending' and earlier.id < ${partnerEvents.id})`,
      ),
    )
    .orderBy(asc(partnerEvents.id))
    .limit(BATCH)

const settle = (db: Db, id: number, state: PartnerEventState) =>
  db
    .update(partnerEvents)
    .set({ state, deliveredAt: state === 'delivered' ? sql`now()` : null })
    .where(and(eq(partnerEvents.id, id), eq(partnerEvents.state, 'pending')))

/**
 * One try of one event: with no template for its event the event is skipped (nothing to send, and the next
 * one of the player goes); else the URL is rendered, signed and fetched (GET) within the timeout. The try is
 * logged (partner_deliveries); a 2xx marks the event delivered, anything else sets its next try.
 */
const deliver = async (db: Db, config: PostbackConfig, event: Outbound): Promise<void> => {
  const [target] = await db
    .select({
      template: partnerPostbacks.urlTemplate,
      secret: partners.postbackSecret,
      attribution: partnerAttributions,
    })
    .from(partners)
    .innerJoin(partnerAttributions, eq(partnerAttributions.userId, event.userId))
    .leftJoin(
      partnerPostbacks,
      and(eq(partnerPostbacks.partnerId, partners.id), eq(partnerPostbacks.event, event.event)),
    )
    .where(eq(partners.id, event.partnerId))
  if (!target?.template) {
    await settle(db, event.id, 'skipped')
    return
  }
  // Signed as sent: the parsed address (scheme, host, path and query as the URL standard writes them).
  const url = new URL(renderPostback(target.template, postbackValues(event, target.attribution))).href
  const attempt = event.attempts + 1
  await db.update(partnerEvents).set({ attempts: attempt }).where(eq(partnerEvents.id, event.id))
  const timestamp = Math.floor(Date.now() / 1000)
  const started = performance.now()
  let status: number | null = null
  let error: string | null = null
  try {
    const answer = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      headers: {
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signPostback(target.secret, timestamp, url),
        [EVENT_HEADER]: event.eventId,
        'user-agent': 'Ficha-Postback/1',
      },
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    status = answer.status
    await answer.body?.cancel()
  } catch (failure) {
    error =
      failure instanceof Error && failure.name === 'TimeoutError'
        ? 'timeout'
        : String((failure as Error)?.message ?? failure).slice(0, 200)
  }
  const durationMs = Math.round(performance.now() - started)
  const delivered = status !== null && status >= 200 && status < 300
  await db.transaction(async (tx) => {
    await tx.insert(partnerDeliveries).values({
      eventId: event.id,
      partnerId: event.partnerId,
      attempt,
      url,
      status,
      error: error ?? (delivered ? null : `HTTP ${status}`),
      durationMs,
    })
    if (delivered) await settle(tx, event.id, 'delivered')
    else
      await tx
        .update(partnerEvents)
        .set({ nextAttemptAt: new Date(Date.now() + retryDelayMs(attempt, config.retryMs)) })
        .where(eq(partnerEvents.id, event.id))
  })
}

/**
 * Sends what is due, PARALLEL players at a time, pass after pass until none is due (a delivered event makes
 * its player's next one due in the next pass; a failed one waits for its retry). Answers the tries made.
 * @internal The job's tick; tests run it directly too.
 */
export const sendPostbacks = async (db: Db, config: PostbackConfig): Promise<number> => {
  let tries = 0
  for (let pass = 0; pass < 100; pass += 1) {
    const due = await dueHeads(db)
    if (due.length === 0) break
    let next = 0
    const lane = async () => {
      for (let event = due[next++]; event; event = due[next++]) await deliver(db, config, event)
    }
    await Promise.all(Array.from({ length: PARALLEL }, lane))
    tries += due.length
  }
  return tries
}

/**
 * The postback job (server/jobs.ts): one process at a time, under its lease, every POSTBACK_POLL_MS. A
 * process killed mid-try leaves the event pending: the next holder sends it again (the receiver dedupes by
 * the X-Ficha-Event-Id header, docs/partners.md).
 */
export const startPostbackJob = (db: Db, config: PostbackConfig, log: JobLog, lease: JobLease): Job =>
  startJob(
    { everyMs: config.pollMs, atStart: true, log, failure: 'the postbacks failed', lease },
    async () => {
      await sendPostbacks(db, config)
    },
  )
