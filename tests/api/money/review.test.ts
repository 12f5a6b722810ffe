import { promotions } from '@server/db/schema/content'
import { orderAuditLog } from '@server/db/schema/money'
import { users } from '@server/db/schema/users'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { AdminOrder, AdminOrderPage, OrderData } from '@src/contract/money'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { secondOperator } from '../corrections/fixtures'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import {
  channelId,
  moneyCall,
  PNG,
  payTopUpByHand,
  pendingWithdrawal,
  pixOrder,
  proposeTopUp,
  upload,
} from './fixtures'

const given = serverWithOperator()
/** The second pair of eyes: another admin, who approves what the seeded operator proposed. */
let checker: string
beforeAll(async () => {
  checker = (await secondOperator(given.server.db)).token
  // Rewards have their own tests: here a paid top-up must credit exactly its amount.
  await given.server.db.update(promotions).set({ enabled: false })
})

const admin = <T>(path: string, body: unknown, token = given.operator) =>
  call<T>(given.server.app, path, body, { token, lang: 'en' })

/** A bank-transfer top-up with its screenshot. */
const manualTopUp = async (player: Player, amount: number) => {
  const image = await upload(given.server.app, player.token, PNG)
  const answer = await moneyCall<OrderData>(
    given.server.app,
    'index/Withdraw_recharge',
    {
      type: 'recharge',
      amount,
      channelId: await channelId(given.server.app, 'bank'),
      voucherId: image.data.id,
    },
    { token: player.token },
  )
  return answer.data
}

describe('admin/orders', () => {
  test('the top-up queue, oldest first, with the player, channel and screenshot link', async () => {
    const player = await createPlayer(given.server.app)
    const first = await manualTopUp(player, 10_000)
    const second = await pixOrder(given.server.app, player.token, 5_000)
    const page = await admin<AdminOrderPage>('admin/orders', { type: 'recharge' })
    const ids = page.data.list.map((order) => order.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    const row = page.data.list.find((order) => order.id === first.id)
    expect(row).toMatchObject({
      status: 'unpaid',
      amount: 10_000,
      player: { id: player.user.id, phone: player.phone },
      channel: { kind: 'bank', name: 'Bank transfer' },
      voucherUrl: expect.stringMatching(/^\/api\/index\/upload\/[0-9a-f]{32}$/),
      payout: null,
      reviewer: null,
    })
    const image = await given.server.app.inject({
      method: 'GET',
      url: row?.voucherUrl ?? '',
      headers: { token: given.operator },
    })
    expect(image.rawPayload.equals(PNG)).toBe(true)
  })

  test('the withdrawal queue shows where to pay, in full', async () => {
    const { order } = await pendingWithdrawal(given.server, 3_000)
    const page = await admin<AdminOrderPage>('admin/orders', {
      type: 'withdraw',
      status: 'unpaid',
      limit: 50,
    })
    expect(page.data.list.find((row) => row.id === order.id)?.payout).toMatchObject({
      kind: 'pix',
      holder: 'Rita Alves',
      number: 'rita@example.com',
      cpf: '12345678909',
      pixKeyType: 'EMAIL',
    })
  })

  test('players get 403, visitors 401; the permission is checked on the server', async () => {
    const player = await createPlayer(given.server.app)
    expect(await admin('admin/orders', { type: 'recharge' }, player.token)).toEqual({
      code: Code.Forbidden,
      data: null,
      msg: 'No permission for the current operation.',
    })
    expect((await call(given.server.app, 'admin/orders', { type: 'recharge' })).code).toBe(
      Code.SessionExpired,
    )
    expect((await admin('admin/review', { id: 1, action: 'approve' }, player.token)).code).toBe(
      Code.Forbidden,
    )
    // A clerk who may list but not decide.
    await given.server.db
      .update(users)
      .set({ permissions: ['finance:order:list'] })
      .where(eq(users.id, player.user.id))
    expect((await admin('admin/orders', { type: 'recharge' }, player.token)).code).toBe(Code.Ok)
    expect((await admin('admin/review', { id: 1, action: 'approve' }, player.token)).code).toBe(
      Code.Forbidden,
    )
  })

  test('bad input', async () => {
    expect((await admin('admin/orders', { type: 'bonus' })).code).toBe(Code.BadRequest)
    expect((await admin('admin/review', { id: 1, action: 'maybe' })).code).toBe(Code.BadRequest)
  })
})

describe('admin/review', () => {
  test('a top-up approved by hand is proposed by one operator and credited by another, once, stamped and audited', async () => {
    const player = await createPlayer(given.server.app)
    const order = await manualTopUp(player, 10_000)
    const proposed = await proposeTopUp(given.server.app, given.operator, order.id)
    expect(proposed.data).toMatchObject({
      status: 'unpaid',
      reviewer: null,
      proposal: {
        operator: { phone: given.server.app.config.operator.phone },
        reason: 'PIX on the statement',
        proofUrl: expect.stringMatching(/^\/api\/index\/upload\/[0-9a-f]{32}$/),
      },
    })
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(0)
    const approved = await admin<AdminOrder>('admin/review', { id: order.id, action: 'approve' }, checker)
    expect(approved.data).toMatchObject({
      status: 'paid',
      reviewer: { id: expect.any(Number) },
      proposal: { operator: { phone: given.server.app.config.operator.phone } },
      auditedAt: expect.any(String),
      failureReason: null,
    })
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(10_000)
    expect(await admin('admin/review', { id: order.id, action: 'approve' })).toEqual({
      code: Code.OrderAlreadyReviewed,
      data: null,
      msg: 'This order has already been reviewed.',
    })
    expect((await admin('admin/review', { id: order.id, action: 'reject', reason: 'late' })).code).toBe(
      Code.OrderAlreadyReviewed,
    )
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(10_000)
    const log = await given.server.db.select().from(orderAuditLog).where(eq(orderAuditLog.orderId, order.id))
    expect(log).toMatchObject([{ action: 'approve', actorId: expect.any(Number), reason: null }])
  })

  test('rejecting needs a reason; a rejected top-up credits nothing and shows the reason', async () => {
    const player = await createPlayer(given.server.app)
    const order = await manualTopUp(player, 10_000)
    expect(await admin('admin/review', { id: order.id, action: 'reject', reason: '  ' })).toEqual({
      code: Code.RejectReasonRequired,
      data: null,
      msg: 'Please enter the reason for the rejection.',
    })
    const rejected = await admin<AdminOrder>('admin/review', {
      id: order.id,
      action: 'reject',
      reason: 'Screenshot does not show the transfer',
    })
    expect(rejected.data).toMatchObject({
      status: 'failed',
      failureReason: 'Screenshot does not show the transfer',
    })
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(0)
  })

  test('paying a withdrawal empties the pending account; rejecting one refunds the wallet', async () => {
    const paid = await pendingWithdrawal(given.server, 4_000)
    await admin('admin/review', { id: paid.order.id, action: 'approve' })
    expect(await getBalances(given.server.db, paid.player.user.id)).toMatchObject({
      wallet: 0,
      withdrawalPending: 0,
    })

    const refused = await pendingWithdrawal(given.server, 6_000)
    const answer = await admin<AdminOrder>('admin/review', {
      id: refused.order.id,
      action: 'reject',
      reason: 'PIX key does not match the CPF',
    })
    expect(answer.data.status).toBe('failed')
    expect(await getBalances(given.server.db, refused.player.user.id)).toMatchObject({
      wallet: 6_000,
      withdrawalPending: 0,
    })
    expect((await admin('admin/review', { id: refused.order.id, action: 'approve' })).code).toBe(
      Code.OrderAlreadyReviewed,
    )
  })

  test('an unknown order', async () => {
    expect(await admin('admin/review', { id: 99_999_999, action: 'approve' })).toEqual({
      code: Code.OrderNotFound,
      data: null,
      msg: 'This order does not exist.',
    })
  })

  test('decided queues come newest decision first', async () => {
    const player = await createPlayer(given.server.app)
    const first = await manualTopUp(player, 10_000)
    const second = await manualTopUp(player, 10_000)
    await payTopUpByHand(given.server.app, second.id, given.operator, checker)
    await payTopUpByHand(given.server.app, first.id, given.operator, checker)
    const page = await admin<AdminOrderPage>('admin/orders', { type: 'recharge', status: 'paid' })
    const ids = page.data.list.map((order) => order.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
  })
})
