/**
 * The acceptance's simulated day: 2,000 withdrawal requests of 400 players with varied amounts,
 * identities and keys, arriving over ten simulated hours, the payout job run once a simulated minute with
 * that minute as its clock, against the payout simulator with 100 lost answers, some pending, failed and
 * doubled notices. The requests are written as index/Withdraw_recharge writes them (order, then the amount
 * to the pending-withdrawal account in the same transaction) to keep the run short; that route has its own
 * tests.
 */
import { randomUUID } from 'node:crypto'
import type { PayoutRules } from '@server/config'
import { orders, payoutAccounts } from '@server/db/schema/money'
import { payouts } from '@server/db/schema/payouts'
import { users } from '@server/db/schema/users'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { transfer } from '@server/services/ledger'
import { payoutQueue, runPayouts, settlePayoutEvent } from '@server/services/money/payouts'
import { type PayoutBehaviour, PixPayoutSimulator } from '@simulator/pixPayout'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPostgresTestServer, describeOnPostgres, type TestServer } from '../helpers'
import { fund } from './fixtures'
import { newCpf } from './payoutFixtures'

const PLAYERS = 400
const REQUESTS = 2_000
const ARRIVAL_MINUTES = 600
const MINUTE = 60_000
const RULES: PayoutRules = { autoMax: 50_000, playerDailyMax: 200_000, houseDailyMax: 100_000_000 }

/** A small deterministic generator, so a failure replays. */
const random = (() => {
  let seed = 27
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
})()

describeOnPostgres('a simulated day of PIX payouts', () => {
  const given = {} as { server: TestServer }
  beforeAll(async () => {
    given.server = await createPostgresTestServer()
  })
  afterAll(() => given.server?.close())

  test('2,000 requests: at least 90 % paid with no human, all paid or flagged within 120 minutes, lost answers paid once and never refunded, the queue figures match', async () => {
    const { db } = given.server
    // A São Paulo morning: the day starts at 03:00 UTC, arrivals from 08:00 local.
    const today = new Date()
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 11))

    // Players: most verified with a PIX key under their own CPF; some not verified, some with another's key.
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: PLAYERS }, (_, i) => {
          const cpf = newCpf()
          return {
            phone: `+5521${String(900_000_000 + i)}`,
            passwordHash: 'x',
            invitationCode: `DAY${randomUUID().slice(0, 8)}`,
            cpf,
            identityState: i % 40 === 0 ? ('pending' as const) : ('verified' as const),
          }
        }),
      )
      .returning({ id: users.id, cpf: users.cpf })
    const accounts = await db
      .insert(payoutAccounts)
      .values(
        made.map(({ id, cpf }, i) => {
          const keyCpf = i % 50 === 1 ? newCpf() : (cpf ?? '')
          return {
            userId: id,
            kind: 'pix' as const,
            bankName: 'PIX',
            holder: 'Rita Alves',
            number: keyCpf,
            cpf: keyCpf,
            pixKeyType: 'CPF' as const,
          }
        }),
      )
      .returning({ id: payoutAccounts.id, userId: payoutAccounts.userId })
    for (let i = 0; i < made.length; i += 10)
      await Promise.all(made.slice(i, i + 10).map(({ id }) => fund(given.server, id, 400_000)))

    // Requests: amounts from R$ 10 to R$ 400, one in 30 above R$ 500; arrival minutes spread over the day.
    const requests = Array.from({ length: REQUESTS }, (_, i) => {
      const account = accounts[i % PLAYERS]
      if (!account) throw new Error('no account')
      const amount =
        i % 30 === 7 ? 60_000 + Math.floor(random() * 40_000) : 1_000 + Math.floor(random() * 39_000)
      return { ...account, amount, minute: Math.floor(random() * ARRIVAL_MINUTES) }
    }).sort((a, b) => a.minute - b.minute)

    // Faults: 100 lost answers, 60 pending a while, 20 failed, 40 notified twice.
    const behaviours = new Map<number, PayoutBehaviour>()
    const amountsByKey = new Map<string, number>()
    const sim = new PixPayoutSimulator()
    let sent = 0
    sim.behaviour = (transfer) => {
      amountsByKey.set(transfer.idempotencyKey, transfer.amount)
      sent++
      const behaviour: PayoutBehaviour =
        sent % 15 === 0 && sent <= 1_500
          ? 'loseAnswer'
          : sent % 23 === 0 && sent <= 1_380
            ? 'pending'
            : sent % 79 === 0 && sent <= 1_580
              ? 'fail'
              : sent % 37 === 0 && sent <= 1_480
                ? 'answerTwice'
                : 'succeed'
      behaviours.set(Number(transfer.idempotencyKey.replace('ficha-payout-', '')), behaviour)
      return behaviour
    }
    let clock = start
    sim.webhook = (event) => settlePayoutEvent(db, event, clock)

    let next = 0
    let checkedQueue = false
    for (let minute = 0; minute <= ARRIVAL_MINUTES + 130; minute++) {
      clock = new Date(start.getTime() + minute * MINUTE)
      const arriving: typeof requests = []
      while (next < requests.length && requests[next]?.minute === minute) {
        const request = requests[next++]
        if (request) arriving.push(request)
      }
      await Promise.all(
        arriving.map((request) =>
          db.transaction(async (tx) => {
            const [order] = await tx
              .insert(orders)
              .values({
                userId: request.userId,
                type: 'withdraw',
                amount: request.amount,
                idempotencyKey: randomUUID(),
                payoutAccountId: request.id,
                createdAt: clock,
              })
              .returning()
            if (!order) throw new Error('no order')
            await transfer(tx, {
              key: `withdraw:${order.id}`,
              reason: 'withdrawal',
              reference: `order:${order.id}`,
              from: { userId: request.userId, kind: 'wallet' },
              to: { userId: request.userId, kind: 'withdrawal_pending' },
              amount: request.amount,
            })
          }),
        ),
      )
      await runPayouts(db, sim, RULES, clock)
      if (minute === 300 && !checkedQueue) {
        // Mid-day: the console's figures equal a count made straight from the orders.
        checkedQueue = true
        const queue = await payoutQueue(db, clock)
        const [expected] = await db
          .select({
            count: sql<number>`count(*)`.mapWith(Number),
            amount: sql<number>`coalesce(sum(${orders.amount}), 0)`.mapWith(Number),
            oldest: sql<Date>`min(${orders.createdAt})`,
          })
          .from(orders)
          .where(and(eq(orders.type, 'withdraw'), eq(orders.status, 'unpaid')))
        expect(queue.pendingCount).toBe(expected?.count)
        expect(queue.pendingAmount).toBe(expected?.amount)
        expect(queue.oldestAt).toBe(expected?.oldest ? new Date(expected.oldest).toISOString() : null)
      }
    }

    const all = await db
      .select({ payout: payouts, order: orders })
      .from(payouts)
      .innerJoin(orders, eq(orders.id, payouts.orderId))
    expect(all).toHaveLength(REQUESTS)
    // Paid with no human: at least 90 %.
    const paid = all.filter(({ order }) => order.status === 'paid')
    expect(paid.length / REQUESTS).toBeGreaterThanOrEqual(0.9)
    // Every one paid, refused by the provider, or flagged for a human, within 120 simulated minutes.
    for (const { payout, order } of all) {
      expect(['paid', 'failed', 'held']).toContain(payout.status)
      const decided = payout.status === 'held' ? payout.createdAt : payout.settledAt
      expect(decided).not.toBeNull()
      expect((decided?.getTime() ?? 0) - order.createdAt.getTime()).toBeLessThanOrEqual(120 * MINUTE)
    }
    // The lost answers: paid once each, never refunded, never sent under another key.
    const lost = [...behaviours]
      .filter(([, behaviour]) => behaviour === 'loseAnswer')
      .map(([orderId]) => orderId)
    expect(lost).toHaveLength(100)
    const lostOrders = await db.select().from(orders).where(inArray(orders.id, lost))
    expect(lostOrders.every((order) => order.status === 'paid')).toBe(true)
    const refunds = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.reason, 'withdrawal_refund'),
          inArray(
            ledgerTransactions.reference,
            lost.map((id) => `order:${id}`),
          ),
        ),
      )
    expect(refunds).toHaveLength(0)
    expect(sim.transfers.size).toBe(behaviours.size)
    for (const id of lost) expect(sim.transfers.get(`ficha-payout-${id}`)?.status).toBe('paid')
    // No double payment: what left the provider equals the withdrawals Ficha recorded paid, to the centavo.
    const paidByFicha = paid.reduce((total, { order }) => total + order.amount, 0)
    expect(sim.paidTotal).toBe(paidByFicha)
    const [paidLedger] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reason, 'withdrawal_paid'))
    expect(paidLedger?.value).toBe(paid.length)
    // End of day: the queue holds exactly the flagged ones.
    const held = all.filter(({ payout }) => payout.status === 'held')
    const queue = await payoutQueue(db, clock)
    expect(queue.pendingCount).toBe(held.length)
    expect(queue.heldCount).toBe(held.length)
    expect(queue.pendingAmount).toBe(held.reduce((total, { order }) => total + order.amount, 0))
  }, 300_000)
})
