import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { loadConfig } from '@server/config'
import { promotions } from '@server/db/schema/content'
import { orderAuditLog, orders } from '@server/db/schema/money'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { secondOperator } from '../corrections/fixtures'
import { call, createPlayer, createTestServer, operatorToken, type Player, type TestServer } from '../helpers'
import { PRODUCTION_ENV } from '../productionEnv'
import { payTopUpByHand, pixOrder, postWebhook } from './fixtures'

const run = promisify(execFile)

let server: TestServer
let player: Player
beforeAll(async () => {
  server = await createTestServer()
  // Rewards have their own tests: here a paid top-up must credit exactly its amount.
  await server.db.update(promotions).set({ enabled: false })
  player = await createPlayer(server.app)
})
afterAll(() => server.close())

const wallet = async () => (await getBalances(server.db, player.user.id)).wallet
const error = (code: number, msg: string) => ({ code, data: null, msg })

describe('POST /api/pay/webhook', () => {
  test('a signed notification pays the order once: wallet credited, order paid and stamped, audit logged', async () => {
    const order = await pixOrder(server.app, player.token, 5_000)
    const before = await wallet()
    const answer = await postWebhook(server.app, { eventId: 'evt-ok', txid: order.txid ?? '', amount: 5_000 })
    expect(answer).toEqual({
      code: Code.Ok,
      data: { orderId: order.id, status: 'paid', replayed: false },
      msg: 'Success',
    })
    expect(await wallet()).toBe(before + 5_000)
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'paid', reviewerId: null, auditedAt: expect.any(Date) })
    const log = await server.db.select().from(orderAuditLog).where(eq(orderAuditLog.orderId, order.id))
    expect(log).toMatchObject([{ action: 'approve', actorId: null, eventId: 'evt-ok' }])
  })

  test('the same event again, or another event for the paid order, changes nothing', async () => {
    const order = await pixOrder(server.app, player.token, 3_000)
    const event = { eventId: 'evt-replay', txid: order.txid ?? '', amount: 3_000 }
    await postWebhook(server.app, event)
    const after = await wallet()
    expect((await postWebhook(server.app, event)).data).toEqual({
      orderId: order.id,
      status: 'paid',
      replayed: true,
    })
    expect((await postWebhook(server.app, { ...event, eventId: 'evt-second' })).data).toMatchObject({
      replayed: true,
    })
    expect(await wallet()).toBe(after)
  })

  test('an operator approval after the webhook, or the webhook after an approval, credits nothing more', async () => {
    const operator = await operatorToken(server)
    const order = await pixOrder(server.app, player.token, 2_500)
    await payTopUpByHand(server.app, order.id, operator, (await secondOperator(server.db)).token)
    const after = await wallet()
    const answer = await postWebhook(server.app, {
      eventId: 'evt-late',
      txid: order.txid ?? '',
      amount: 2_500,
    })
    expect(answer.data).toMatchObject({ status: 'paid', replayed: true })
    expect(await wallet()).toBe(after)
  })

  test('a bad signature is refused', async () => {
    const order = await pixOrder(server.app, player.token, 5_000)
    const answer = await postWebhook(
      server.app,
      { eventId: 'evt-forged', txid: order.txid ?? '', amount: 5_000 },
      { secret: 'not the secret' },
    )
    expect(answer).toEqual(error(Code.WebhookSignature, 'Invalid signature.'))
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.status).toBe('unpaid')
  })

  test('a body changed after signing is refused', async () => {
    const order = await pixOrder(server.app, player.token, 5_000)
    const signedFor = JSON.stringify({ eventId: 'evt-a', txid: order.txid, amount: 5_000 })
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/pay/webhook',
      headers: {
        'content-type': 'application/json',
        vuelang: 'en',
        'x-pix-timestamp': '1',
        'x-pix-signature': '00',
      },
      payload: signedFor,
    })
    expect(response.json().code).toBe(Code.WebhookSignature)
  })

  test('a timestamp more than 5 minutes old (or ahead) is refused, even correctly signed', async () => {
    const order = await pixOrder(server.app, player.token, 5_000)
    const event = { eventId: 'evt-stale', txid: order.txid ?? '', amount: 5_000 }
    const now = Math.floor(Date.now() / 1000)
    const stale = error(Code.WebhookExpired, 'The notification has expired or its time is wrong.')
    expect(await postWebhook(server.app, event, { timestamp: now - 301 })).toEqual(stale)
    expect(await postWebhook(server.app, event, { timestamp: now + 301 })).toEqual(stale)
    expect((await postWebhook(server.app, event, { timestamp: now - 290 })).code).toBe(Code.Ok)
  })

  test('a wrong amount is refused and recorded nowhere, so the corrected notification still pays', async () => {
    const order = await pixOrder(server.app, player.token, 5_000)
    const before = await wallet()
    const event = { eventId: 'evt-amount', txid: order.txid ?? '', amount: 4_999 }
    expect(await postWebhook(server.app, event)).toEqual(
      error(Code.WebhookAmountMismatch, 'The amount paid does not match the order.'),
    )
    expect(await wallet()).toBe(before)
    expect((await postWebhook(server.app, { ...event, amount: 5_000 })).data).toMatchObject({
      replayed: false,
    })
    expect(await wallet()).toBe(before + 5_000)
  })

  test('an unknown txid, a rejected order, bad JSON and a malformed event', async () => {
    expect(await postWebhook(server.app, { eventId: 'evt-x', txid: 'NOSUCHTXID', amount: 100 })).toEqual(
      error(Code.OrderNotFound, 'This order does not exist.'),
    )
    const operator = await operatorToken(server)
    const order = await pixOrder(server.app, player.token, 5_000)
    await call(
      server.app,
      'admin/review',
      { id: order.id, action: 'reject', reason: 'expired' },
      { token: operator },
    )
    expect(
      (await postWebhook(server.app, { eventId: 'evt-r', txid: order.txid ?? '', amount: 5_000 })).code,
    ).toBe(Code.OrderAlreadyReviewed)
    const event = { eventId: 'e', txid: 't', amount: 1 }
    expect((await postWebhook(server.app, event, { body: '{not json' })).code).toBe(Code.BadRequest)
    expect(
      (await postWebhook(server.app, event, { body: JSON.stringify({ ...event, amount: -1 }) })).code,
    ).toBe(Code.BadRequest)
  })

  test('without a configured secret (production without PIX_WEBHOOK_SECRET) the webhook is off', async () => {
    const pix = { ...server.app.config.pix, webhookSecret: undefined }
    const off = await createTestServer({ config: { pix } })
    try {
      expect(await postWebhook(off.app, { eventId: 'e', txid: 't', amount: 1 }, { secret: 'x' })).toEqual(
        error(Code.WebhookDisabled, 'Payment notifications are not configured.'),
      )
    } finally {
      await off.close()
    }
    expect(loadConfig({ ...PRODUCTION_ENV, NODE_ENV: 'production' }).pix).toMatchObject({
      key: undefined,
      webhookSecret: undefined,
    })
  })
})

describe('scripts/pix-provider.ts', () => {
  test('settles an order from its BR Code over HTTP, and a replay of its event moves nothing', async () => {
    const order = await pixOrder(server.app, player.token, 7_000)
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' })
    const before = await wallet()
    const script = ['--import', 'tsx', 'scripts/pix-provider.ts']
    const first = await run(process.execPath, [
      ...script,
      order.brCode ?? '',
      '--url',
      url,
      '--event',
      'cli-1',
    ])
    expect(first.stdout).toContain('"replayed":false')
    const second = await run(process.execPath, [
      ...script,
      order.txid ?? '',
      '--amount',
      '7000',
      '--url',
      url,
      '--event',
      'cli-1',
    ])
    expect(second.stdout).toContain('"replayed":true')
    expect(await wallet()).toBe(before + 7_000)
  })
})
