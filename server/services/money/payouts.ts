import { type LateWithdrawal, PAYOUT_ALERT_MINUTES, type PayoutDeadline } from '@src/contract/alerts'
import { Code } from '@src/contract/codes'
import {
  PAYOUT_DEADLINE_MINUTES,
  type PayoutQueue,
  type PayoutStatus,
  type PayoutWaitReason,
  type PayoutWebhookBody,
  type PayoutWebhookData,
} from '@src/contract/payouts'
import { and, asc, count, eq, gte, inArray, isNull, lt, min, or, sql, sum } from 'drizzle-orm'
import type { PayoutRules } from '../../config'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { type Order, orderAuditLog, orders, payoutAccounts } from '../../db/schema/money'
import { type Payout, payouts, payoutWebhookEvents } from '../../db/schema/payouts'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { dayOf, dayRange } from '../calendar'
import { hasOpenRiskCase, isOwnCpfAccount } from '../protection'
import { complianceProfileOf } from '../settings'
import { wageringStatus } from '../wagering'
import { approveOrder, assertChecker, lockOrder, proposeOrder, rejectOrder } from './decisions'
import type { PayoutAnswer, PayoutProvider } from './payoutProvider'
import { payoutRefusalOf } from './payoutRefusal'

/*
 * PIX payouts. A withdrawal request gets one payout row once the operator's rules have looked at
 * it: 'approved' when every rule is met (it is sent without a human), 'held' with the first rule it missed
 * (it waits in the console's queue). Sending claims the row ('sending') before the call; the answer settles
 * it (paid, failed) or leaves it 'pending'; a call whose answer never came leaves it 'unknown'. The job
 * queries pending and unknown payouts under the same idempotency key until the provider says paid or
 * failed: an unknown outcome is never refunded and never sent under a new key. Paid pays the order
 * (approveOrder), failed refuses and refunds it (rejectOrder); both run once, on the locked order.
 */

/**
 * The job queries an open payout (pending, unknown, or a send claim that never got its answer: a process
 * that died mid-call) once this long has passed since it was sent, and then at most this often.
 */
const QUERY_EVERY_MS = 30_000

/** Sends and queries run this many at a time (each its own transaction; a payout is claimed once). */
const CONCURRENCY = 8

const eachLimited = async <T>(items: T[], work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker))
}

const payoutKey = (orderId: number): string => `ficha-payout-${orderId}`

/**
 * Withdrawals paid, or cleared by the rules, in the São Paulo day of `now` (held and failed do not count):
 * the player's and the house's.
 */
const autoTotalsToday = async (
  db: Db,
  now: Date,
  userId: number,
): Promise<{ player: number; house: number }> => {
  const [row] = await db
    .select({
      house: sum(payouts.amount),
      player: sql<string | null>`sum(${payouts.amount}) filter (where ${payouts.userId} = ${userId})`,
    })
    .from(payouts)
    .where(
      and(
        isNull(payouts.approvedBy),
        inArray(payouts.status, ['approved', 'sending', 'pending', 'unknown', 'paid']),
        gte(payouts.requestedAt, dayRange(dayOf(now)).start),
      ),
    )
  return { player: centavos(row?.player), house: centavos(row?.house) }
}

/**
 * The first rule the request does not meet, or null when it may be paid without a human. Identity and the
 * key's owner are the brazil profile's rules (a verified player, a key under their CPF); the standard profile
 * asks for no identity at sign-up and allows third parties' keys, so it holds only a player whose declared
 * identity was refused. The other rules are the same in both.
 */
const waitReasonOf = async (
  tx: Db,
  order: Order,
  rules: PayoutRules,
  now: Date,
): Promise<PayoutWaitReason | null> => {
  const [row] = await tx
    .select({ user: users, account: payoutAccounts })
    .from(users)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, sql`${order.payoutAccountId}`))
    .where(eq(users.id, order.userId))
  if (!row) throw new Error(`Withdrawal ${order.id} has no player or account`)
  if ((await complianceProfileOf(tx)) === 'brazil') {
    if (row.user.identityState !== 'verified') return 'identity'
    if (!isOwnCpfAccount(row.account, row.user.cpf)) return 'notOwnCpfKey'
  } else if (row.user.identityState === 'refused') return 'identity'
  if (order.amount > rules.autoMax) return 'amount'
  const totals = await autoTotalsToday(tx, now, order.userId)
  if (totals.player + order.amount > rules.playerDailyMax) return 'playerDaily'
  if (totals.house + order.amount > rules.houseDailyMax) return 'houseDaily'
  if (await hasOpenRiskCase(tx, order.userId)) return 'riskCase'
  if ((await wageringStatus(tx, order.userId)).remaining > 0) return 'wagering'
  return null
}

/** Taken before the rules run, so the daily totals are read and grown by one decision at a time. */
const lockRules = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('ficha-payout-rules'))`)

/**
 * Runs the rules on every withdrawal request to a PIX key that has none yet, oldest first, one at a time,
 * each in its own transaction under the rules' lock. A request to another kind of account (the standard
 * profile's bank and crypto accounts) gets no payout: the provider pays PIX only, an operator pays it by hand.
 */
const decideNew = async (db: Db, rules: PayoutRules, now: Date): Promise<number> => {
  const fresh = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, orders.payoutAccountId))
    .leftJoin(payouts, eq(payouts.orderId, orders.id))
    .where(
      and(
        eq(orders.type, 'withdraw'),
        eq(orders.status, 'unpaid'),
        eq(payoutAccounts.kind, 'pix'),
        isNull(payouts.id),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(500)
  for (const { id } of fresh) {
    await db.transaction(async (tx) => {
      await lockRules(tx)
      const order = await lockOrder(tx, id)
      if (order.status !== 'unpaid') return
      const waitReason = await waitReasonOf(tx, order, rules, now)
      await tx
        .insert(payouts)
        .values({
          orderId: order.id,
          userId: order.userId,
          amount: order.amount,
          status: waitReason ? 'held' : 'approved',
          waitReason,
          idempotencyKey: payoutKey(order.id),
          requestedAt: order.createdAt,
          createdAt: now,
        })
        .onConflictDoNothing()
    })
  }
  return fresh.length
}

/**
 * After a risk case of the player was cleared, in the decision's transaction: their payouts held for an open
 * case go through the rules again, as the job would, so the queue shows the outcome at once. One the rules
 * now clear is sent by the job without a human (approvedBy stays null: the rules cleared it); one another rule
 * holds waits with that reason. Answers the orders cleared.
 */
export const releaseRiskHolds = async (
  tx: Db,
  userId: number,
  rules: PayoutRules,
  now = new Date(),
): Promise<number[]> => {
  const held = await tx
    .select({ orderId: payouts.orderId })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, 'held'), eq(payouts.waitReason, 'riskCase')))
    .orderBy(asc(payouts.requestedAt))
  if (held.length === 0) return []
  await lockRules(tx)
  const cleared: number[] = []
  for (const { orderId } of held) {
    const order = await lockOrder(tx, orderId)
    if (order.status !== 'unpaid') continue
    const waitReason = await waitReasonOf(tx, order, rules, now)
    // Another case of the player still open: it keeps holding.
    if (waitReason === 'riskCase') continue
    await tx
      .update(payouts)
      .set({ status: waitReason ? 'held' : 'approved', waitReason })
      .where(and(eq(payouts.orderId, orderId), eq(payouts.status, 'held')))
    if (!waitReason) cleared.push(orderId)
  }
  return cleared
}

/**
 * Applies the provider's word to a payout, once: under the order's lock, a payout already paid or failed
 * moves nothing (replayed). Paid pays the order, failed refuses it and returns the money to the wallet: the
 * provider's words are the order's reason, its refusal code says what the player is told.
 */
const settle = async (
  db: Db,
  payoutId: number,
  answer: PayoutAnswer,
  eventId: string,
  now: Date,
): Promise<{ payout: Payout; replayed: boolean }> =>
  db.transaction(async (tx) => {
    const [found] = await tx.select().from(payouts).where(eq(payouts.id, payoutId))
    if (!found) throw new ApiError(Code.OrderNotFound)
    const order = await lockOrder(tx, found.orderId)
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update')
    if (!payout) throw new ApiError(Code.OrderNotFound)
    if (payout.status === 'paid' || payout.status === 'failed' || order.status !== 'unpaid')
      return { payout, replayed: true }
    const ref = answer.providerRef ?? payout.providerRef
    if (answer.status === 'pending') {
      const [updated] = await tx
        .update(payouts)
        .set({ status: 'pending', providerRef: ref })
        .where(eq(payouts.id, payout.id))
        .returning()
      return { payout: updated ?? payout, replayed: payout.status === 'pending' }
    }
    if (answer.status === 'paid') await approveOrder(tx, order, { eventId })
    else
      await rejectOrder(
        tx,
        order,
        { eventId },
        answer.reason?.trim() || 'PIX payout failed',
        payoutRefusalOf(answer.code),
      )
    const [updated] = await tx
      .update(payouts)
      .set({ status: answer.status, providerRef: ref, settledAt: now })
      .where(eq(payouts.id, payout.id))
      .returning()
    return { payout: updated ?? payout, replayed: false }
  })

/** Takes a payout for sending (approved, or a send whose answer never came and the provider never saw). */
const claim = async (db: Db, id: number, from: PayoutStatus[], now: Date): Promise<Payout | undefined> => {
  const [claimed] = await db
    .update(payouts)
    .set({ status: 'sending', sentAt: now })
    .where(and(eq(payouts.id, id), inArray(payouts.status, from)))
    .returning()
  return claimed
}

/** Sends one claimed payout; no answer (an error, a timeout) leaves it unknown for the job to query. */
const send = async (db: Db, provider: PayoutProvider, payout: Payout, now: Date): Promise<void> => {
  const [account] = await db
    .select({ account: payoutAccounts, cpf: users.cpf })
    .from(orders)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, orders.payoutAccountId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, payout.orderId))
  if (!account?.account.pixKeyType) throw new Error(`Payout ${payout.id} has no PIX key`)
  let answer: PayoutAnswer
  try {
    answer = await provider.create({
      idempotencyKey: payout.idempotencyKey,
      amount: payout.amount,
      pixKey: account.account.number,
      pixKeyType: account.account.pixKeyType,
      cpf: account.cpf ?? account.account.cpf,
    })
  } catch {
    await db
      .update(payouts)
      .set({ status: 'unknown' })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'sending')))
    return
  }
  await settle(db, payout.id, answer, `answer:${payout.idempotencyKey}`, now)
}

/**
 * Asks the provider about an open payout under its own key. Not found there (the request never arrived):
 * sent again under the same key, which the provider pays at most once. No answer: it stays as it is.
 */
const query = async (db: Db, provider: PayoutProvider, payout: Payout, now: Date): Promise<void> => {
  await db
    .update(payouts)
    .set({ queriedAt: now, queries: sql`${payouts.queries} + 1` })
    .where(eq(payouts.id, payout.id))
  let answer: PayoutAnswer | null
  try {
    answer = await provider.query(payout.idempotencyKey)
  } catch {
    return
  }
  if (answer) {
    await settle(db, payout.id, answer, `query:${payout.idempotencyKey}`, now)
    return
  }
  const again = await claim(db, payout.id, ['unknown', 'sending'], now)
  if (again) await send(db, provider, again, now)
}

export interface PayoutCycle {
  decided: number
  sent: number
  queried: number
}

/**
 * One run of the payout job at `now`: the rules on new requests, then the cleared ones sent, then the open
 * ones whose outcome is not known yet queried. A development or test clock passes `now`.
 */
export const runPayouts = async (
  db: Db,
  provider: PayoutProvider,
  rules: PayoutRules,
  now = new Date(),
): Promise<PayoutCycle> => {
  const decided = await decideNew(db, rules, now)
  const approved = await db
    .select()
    .from(payouts)
    .where(eq(payouts.status, 'approved'))
    .orderBy(asc(payouts.requestedAt))
    .limit(500)
  let sent = 0
  await eachLimited(approved, async (payout) => {
    const claimed = await claim(db, payout.id, ['approved'], now)
    if (!claimed) return
    sent++
    await send(db, provider, claimed, now)
  })
  const before = new Date(now.getTime() - QUERY_EVERY_MS)
  const open = await db
    .select()
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['pending', 'unknown', 'sending']),
        lt(payouts.sentAt, before),
        or(isNull(payouts.queriedAt), lt(payouts.queriedAt, before)),
      ),
    )
    .orderBy(asc(payouts.requestedAt))
    .limit(500)
  await eachLimited(open, (payout) => query(db, provider, payout, now))
  return { decided, sent, queried: open.length }
}

/**
 * POST /api/payouts/webhook, after its signature was verified: the provider's notice of an outcome. An
 * event id seen before, or a payout already settled, moves nothing.
 */
export const settlePayoutEvent = async (
  db: Db,
  event: PayoutWebhookBody,
  now = new Date(),
): Promise<PayoutWebhookData> => {
  const [payout] = await db.select().from(payouts).where(eq(payouts.idempotencyKey, event.idempotencyKey))
  if (!payout) throw new ApiError(Code.OrderNotFound)
  const [fresh] = await db
    .insert(payoutWebhookEvents)
    .values({ eventId: event.eventId, payoutId: payout.id })
    .onConflictDoNothing()
    .returning()
  if (!fresh) return { orderId: payout.orderId, status: payout.status, replayed: true }
  const settled = await settle(db, payout.id, event, event.eventId, now)
  return { orderId: payout.orderId, status: settled.payout.status, replayed: settled.replayed }
}

/**
 * An operator's decision on a withdrawal that has a payout row. Approving a held one clears it for the
 * provider (the job sends it; the order is paid when the provider says so); above PAYOUT_AUTO_MAX the first
 * approval is only a proposal and a different operator's clears it. Rejecting a held one refuses and refunds
 * it. Once it is cleared or sent, a human can no longer refuse it: the money may be on its way. Answers null
 * when the order has no payout row (withdrawals paid by hand, as before payouts).
 */
export const decideHeldPayout = async (
  tx: Db,
  order: Order,
  autoMax: number,
  reviewerId: number,
  action: 'approve' | 'reject',
  reason: string,
): Promise<Order | null> => {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.orderId, order.id)).for('update')
  if (!payout) return null
  if (payout.status !== 'held' || order.status !== 'unpaid') throw new ApiError(Code.OrderAlreadyReviewed)
  if (action === 'reject') {
    const failed = await rejectOrder(tx, order, { reviewerId }, reason)
    await tx.update(payouts).set({ status: 'failed', settledAt: new Date() }).where(eq(payouts.id, payout.id))
    return failed
  }
  assertChecker(order, reviewerId)
  if (order.amount > autoMax && order.proposerId === null)
    return proposeOrder(tx, order, reviewerId, reason || null, null)
  await tx
    .update(payouts)
    .set({ status: 'approved', approvedBy: reviewerId })
    .where(eq(payouts.id, payout.id))
  await tx
    .insert(orderAuditLog)
    .values({ orderId: order.id, actorId: reviewerId, action: 'approve', reason: 'payout' })
  return order
}

/** The queue's figures: open withdrawals (not paid, not refused), their sum, the oldest, against 120 minutes. */
export const payoutQueue = async (db: Db, now = new Date()): Promise<PayoutQueue> => {
  const open = and(eq(orders.type, 'withdraw'), eq(orders.status, 'unpaid'))
  const deadline = new Date(now.getTime() - PAYOUT_DEADLINE_MINUTES * 60_000)
  const [row] = await db
    .select({
      count: count(),
      amount: sum(orders.amount),
      oldest: min(orders.createdAt),
      held: sql<number>`count(*) filter (where ${payouts.status} = 'held')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${orders.createdAt} < ${deadline.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .leftJoin(payouts, eq(payouts.orderId, orders.id))
    .where(open)
  return {
    pendingCount: row?.count ?? 0,
    pendingAmount: centavos(row?.amount),
    oldestAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
    heldCount: row?.held ?? 0,
    overdueCount: row?.overdue ?? 0,
    deadlineMinutes: PAYOUT_DEADLINE_MINUTES,
  }
}

/** The late withdrawals an alert names at most (the oldest first); count says how many there are. */
const NAMED_LATE = 100

/**
 * Withdrawals still unpaid PAYOUT_ALERT_MINUTES after their request (of the 120 the ordinance allows), the
 * oldest first, with how many and the oldest's age at `now`; null when there is none.
 */
export const lateWithdrawals = async (db: Db, now = new Date()): Promise<PayoutDeadline | null> => {
  const mark = new Date(now.getTime() - PAYOUT_ALERT_MINUTES * 60_000)
  const rows = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      amount: orders.amount,
      requestedAt: orders.createdAt,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.type, 'withdraw'), eq(orders.status, 'unpaid'), lt(orders.createdAt, mark)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(NAMED_LATE)
  const [oldest] = rows
  if (!oldest) return null
  const withdrawals: LateWithdrawal[] = rows.map((row) => ({
    orderId: row.orderId,
    userId: row.userId,
    amount: row.amount,
    requestedAt: row.requestedAt.toISOString(),
    minutes: Math.floor((now.getTime() - row.requestedAt.getTime()) / 60_000),
  }))
  return {
    withdrawals,
    count: oldest.count,
    oldestSeconds: Math.floor((now.getTime() - oldest.requestedAt.getTime()) / 1000),
  }
}
