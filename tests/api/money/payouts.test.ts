import { randomUUID } from 'node:crypto'
import { orders } from '@server/db/schema/money'
import { playerNotices } from '@server/db/schema/notifications'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { getBalances } from '@server/services/ledger'
import { runPayouts } from '@server/services/money/payouts'
import { PixPayoutSimulator } from '@simulator/pixPayout'
import { Code } from '@src/contract/codes'
import { type AdminOrder, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@src/contract/money'
import type { PayoutQueue, PayoutWebhookBody } from '@src/contract/payouts'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { secondOperator } from '../corrections/fixtures'
import { call } from '../helpers'
import { queuedWithdrawal } from './fixtures'
import {
  payoutOf,
  payoutPlayer,
  payoutServerWithOperator,
  postPayoutWebhook,
  requestWithdrawal,
  TEST_PAYOUT_RULES,
} from './payoutFixtures'

const given = payoutServerWithOperator()

const postWebhook = (event: PayoutWebhookBody) => postPayoutWebhook(given.server, event)

const simulator = (behaviour: PixPayoutSimulator['behaviour'] = () => 'succeed') => {
  const sim = new PixPayoutSimulator()
  sim.behaviour = behaviour
  sim.webhook = postWebhook
  return sim
}

/** A provider that answers as `behaviour` says and sends no notice: the server learns only by asking. */
const silentSimulator = (behaviour: PixPayoutSimulator['behaviour']) => {
  const sim = simulator(behaviour)
  sim.webhook = undefined
  return sim
}

/** A withdrawal of `amount` centavos by a verified player to a key under their own CPF. */
const withdrawal = async (amount: number) => {
  const { player, accountId } = await payoutPlayer(given.server)
  return { player, orderId: await requestWithdrawal(given.server, player, accountId, amount) }
}

const orderStatus = async (id: number) => {
  const [order] = await given.server.db.select().from(orders).where(eq(orders.id, id))
  return order?.status
}

/** Ledger movements of an order with a reason (withdrawal_paid, withdrawal_refund). */
const movements = async (orderId: number, reason: 'withdrawal_paid' | 'withdrawal_refund') =>
  (
    await given.server.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.reference, `order:${orderId}`), eq(ledgerTransactions.reason, reason)))
  ).length

const noticesOf = async (userId: number) =>
  (await given.server.db.select().from(playerNotices).where(eq(playerNotices.userId, userId))).map(
    (notice) => notice.kind,
  )

const queuedOrder = (id: number) => queuedWithdrawal(given.server, given.operator, id)

const later = (seconds: number) => new Date(Date.now() + seconds * 1000)

describe('PIX payouts without a human', () => {
  test('an ordinary request (verified player, own-CPF key, R$ 300) is paid, with a notice, and leaves the queue', async () => {
    const { player, orderId } = await withdrawal(30_000)
    expect(await orderStatus(orderId)).toBe('unpaid')
    const sim = simulator()
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES)
    expect(await orderStatus(orderId)).toBe('paid')
    expect((await payoutOf(given.server, orderId)).status).toBe('paid')
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 170_000,
      withdrawalPending: 0,
    })
    expect(sim.paidTotal).toBe(30_000)
    expect(await noticesOf(player.user.id)).toContain('withdrawalPaid')
    expect(await queuedOrder(orderId)).toBeUndefined()
  })

  test('requests the rules do not clear wait in the console queue with their reason, and nothing is sent', async () => {
    const large = await payoutPlayer(given.server)
    const largeId = await requestWithdrawal(given.server, large.player, large.accountId, 60_000)
    const refused = await payoutPlayer(given.server, { identity: 'refused' })
    const refusedId = await requestWithdrawal(given.server, refused.player, refused.accountId, 10_000)
    const sim = simulator()
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES)
    expect(sim.transfers.size).toBe(0)
    for (const [id, reason] of [
      [largeId, 'amount'],
      [refusedId, 'identity'],
    ] as const) {
      expect(await orderStatus(id)).toBe('unpaid')
      const queued = await queuedOrder(id)
      expect(queued?.payoutState).toMatchObject({ status: 'held', waitReason: reason })
      const created = new Date(queued?.createdAt ?? 0).getTime()
      expect(new Date(queued?.payoutState?.deadlineAt ?? 0).getTime() - created).toBe(120 * 60_000)
    }
    const queue = await call<PayoutQueue>(
      given.server.app,
      'admin/payout_queue',
      {},
      { token: given.operator },
    )
    expect(queue.data.heldCount).toBeGreaterThanOrEqual(2)
    expect(queue.data.pendingAmount).toBeGreaterThanOrEqual(70_000)

    // Above PAYOUT_AUTO_MAX one operator proposes and another clears it: the provider pays it at the next run, once.
    const review = (token: string) =>
      call<AdminOrder>(given.server.app, 'admin/review', { id: largeId, action: 'approve' }, { token })
    const proposed = await review(given.operator)
    expect(proposed.data.payoutState?.status).toBe('held')
    const approved = await review((await secondOperator(given.server.db)).token)
    expect(approved.code).toBe(Code.Ok)
    expect(approved.data.payoutState?.status).toBe('approved')
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES)
    expect(await orderStatus(largeId)).toBe('paid')
    expect(await movements(largeId, 'withdrawal_paid')).toBe(1)
    // Rejecting a held one refunds it with the reason.
    const rejected = await call<AdminOrder>(
      given.server.app,
      'admin/review',
      { id: refusedId, action: 'reject', reason: 'Identidade recusada' },
      { token: given.operator },
    )
    expect(rejected.data.status).toBe('failed')
    expect(await getBalances(given.server.db, refused.player.user.id)).toMatchObject({ wallet: 200_000 })
  })

  test('a player above the daily total waits for a human once the day has paid out the cap', async () => {
    const { player, accountId } = await payoutPlayer(given.server, { wallet: 300_000 })
    const rules = { ...TEST_PAYOUT_RULES, playerDailyMax: 60_000 }
    const first = await requestWithdrawal(given.server, player, accountId, 40_000)
    const second = await requestWithdrawal(given.server, player, accountId, 30_000)
    await runPayouts(given.server.db, simulator(), rules)
    expect(await orderStatus(first)).toBe('paid')
    expect(await payoutOf(given.server, second)).toMatchObject({ status: 'held', waitReason: 'playerDaily' })
  })
})

describe('PIX payout outcomes', () => {
  test('a lost answer is held and queried under the same key, paid once and never refunded', async () => {
    const { player, orderId } = await withdrawal(25_000)
    const sim = silentSimulator(() => 'loseAnswer')
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES)
    const held = await payoutOf(given.server, orderId)
    expect(held.status).toBe('unknown')
    expect(await orderStatus(orderId)).toBe('unpaid')
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 175_000,
      withdrawalPending: 25_000,
    })
    // Nobody can refuse it meanwhile: the money may be on its way.
    const reject = await call(
      given.server.app,
      'admin/review',
      { id: orderId, action: 'reject', reason: 'x' },
      { token: given.operator },
    )
    expect(reject.code).toBe(Code.OrderAlreadyReviewed)
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES, later(61))
    expect(await orderStatus(orderId)).toBe('paid')
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES, later(200))
    const transfer = sim.transfers.get(held.idempotencyKey)
    expect(transfer).toMatchObject({ sends: 1, status: 'paid' })
    expect(sim.transfers.size).toBe(1)
    expect(await movements(orderId, 'withdrawal_paid')).toBe(1)
    expect(await movements(orderId, 'withdrawal_refund')).toBe(0)
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 175_000,
      withdrawalPending: 0,
    })
  })

  test('a notice sent twice moves the money once and the second answers replayed', async () => {
    const { player, orderId } = await withdrawal(12_300)
    const answers: unknown[] = []
    const sim = simulator(() => 'answerTwice')
    sim.webhook = async (event) => answers.push(await postWebhook(event))
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES)
    expect(answers).toEqual([
      { code: Code.Ok, msg: expect.any(String), data: { orderId, status: 'paid', replayed: false } },
      { code: Code.Ok, msg: expect.any(String), data: { orderId, status: 'paid', replayed: true } },
    ])
    expect(await movements(orderId, 'withdrawal_paid')).toBe(1)
    expect((await noticesOf(player.user.id)).filter((kind) => kind === 'withdrawalPaid')).toHaveLength(1)
  })

  test('a notice with a bad signature is refused and moves nothing', async () => {
    const response = await given.server.app.inject({
      method: 'POST',
      url: '/api/payouts/webhook',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000)),
        [WEBHOOK_SIGNATURE_HEADER]: 'ab'.repeat(32),
      },
      payload: JSON.stringify({ eventId: randomUUID(), idempotencyKey: 'ficha-payout-1', status: 'paid' }),
    })
    expect(response.json().code).toBe(Code.WebhookSignature)
  })

  test('a failed payout returns the money to the wallet once, with the refusal notice', async () => {
    const { player, orderId } = await withdrawal(20_000)
    const sim = simulator(() => 'fail')
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES)
    expect(await orderStatus(orderId)).toBe('failed')
    const payout = await payoutOf(given.server, orderId)
    // The provider's notice of the same failure, under another event id, changes nothing.
    const again = await postWebhook({
      eventId: randomUUID(),
      idempotencyKey: payout.idempotencyKey,
      status: 'failed',
      reason: 'closed',
    })
    expect(again.data).toMatchObject({ replayed: true })
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES, later(120))
    expect(await movements(orderId, 'withdrawal_refund')).toBe(1)
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 200_000,
      withdrawalPending: 0,
    })
    expect(await noticesOf(player.user.id)).toContain('withdrawalRefused')
  })

  test('a pending payout is queried until the provider pays it', async () => {
    const { orderId } = await withdrawal(15_000)
    const sim = silentSimulator(() => 'pending')
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES)
    expect((await payoutOf(given.server, orderId)).status).toBe('pending')
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES, later(61))
    await runPayouts(given.server.db, sim, TEST_PAYOUT_RULES, later(122))
    expect(await orderStatus(orderId)).toBe('paid')
    const keys = await given.server.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `withdraw-paid:${orderId}`))
    expect(keys).toHaveLength(1)
  })
})
