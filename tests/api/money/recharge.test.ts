import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info'
import { orders, paymentChannels } from '@server/db/schema/money'
import { crc16 } from '@server/services/money/brcode'
import { Code } from '@src/contract/codes'
import type { OrderData, RechargeOrder } from '@src/contract/money'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, serverWithPlayer } from '../helpers'
import { channelId, moneyCall, PNG, upload } from './fixtures'

const given = serverWithPlayer()

const recharge = (body: object, options: { key?: string | null; token?: string } = {}) =>
  moneyCall<OrderData>(
    given.server.app,
    'index/Withdraw_recharge',
    { type: 'recharge', ...body },
    { token: given.player.token, ...options },
  )

const error = (code: number, msg: string) => ({ code, data: null, msg })

describe('index/Withdraw_recharge, type recharge: PIX', () => {
  test('creates an unpaid order with a real BR Code, its txid, a 30-minute expiry and the bonus', async () => {
    const pix = await channelId(given.server.app, 'pix')
    const before = Date.now()
    const answer = await recharge({ amount: 5_000, channelId: pix })
    expect(answer.code).toBe(Code.Ok)
    const order = answer.data as RechargeOrder
    expect(order).toMatchObject({
      type: 'recharge',
      status: 'unpaid',
      amount: 5_000,
      bonus: 0,
      channel: { id: pix, kind: 'pix', name: 'PIX' },
      hasVoucher: false,
      failureReason: null,
      auditedAt: null,
    })
    expect(order.txid).toMatch(/^[A-Za-z0-9]{25}$/)
    const code = order.brCode ?? ''
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'))
    expect(code).toContain('0014br.gov.bcb.pix')
    expect(code).toContain('5303986')
    expect(code).toContain('540550.00')
    expect(code).toContain('5802BR')
    expect(getPixPayloadInfo(code)).toMatchObject({
      key: given.server.app.config.pix.key,
      merchantName: 'FICHA',
      merchantCity: 'SAO PAULO',
      amount: 50,
      txid: order.txid,
    })
    const expires = Date.parse(order.expiresAt ?? '')
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000 - 1_000)
    expect(expires - before).toBeLessThanOrEqual(30 * 60_000 + 5_000)
  })

  test('the same Idempotency-Key answers the same order; another request under it is refused', async () => {
    const pix = await channelId(given.server.app, 'pix')
    const first = await recharge({ amount: 6_000, channelId: pix }, { key: 'retry-1' })
    const again = await recharge({ amount: 6_000, channelId: pix }, { key: 'retry-1' })
    expect(again).toEqual(first)
    expect(await recharge({ amount: 7_000, channelId: pix }, { key: 'retry-1' })).toEqual(
      error(
        Code.IdempotencyKeyReused,
        'This request was already made with different details. Please start again.',
      ),
    )
    const rows = await given.server.db.select().from(orders).where(eq(orders.idempotencyKey, 'retry-1'))
    expect(rows).toHaveLength(1)
  })

  test('the key is per player: another player may use the same one', async () => {
    const other = await createPlayer(given.server.app)
    const pix = await channelId(given.server.app, 'pix')
    const mine = await recharge({ amount: 6_000, channelId: pix }, { key: 'shared-key' })
    const theirs = await recharge(
      { amount: 6_000, channelId: pix },
      { key: 'shared-key', token: other.token },
    )
    expect(theirs.code).toBe(Code.Ok)
    expect(theirs.data.id).not.toBe(mine.data.id)
  })

  test('without an Idempotency-Key nothing is created', async () => {
    const pix = await channelId(given.server.app, 'pix')
    expect(await recharge({ amount: 5_000, channelId: pix }, { key: null })).toEqual(
      error(
        Code.IdempotencyKeyMissing,
        'This request could not be checked for repeats. Please refresh the page and try again.',
      ),
    )
  })

  test.each([[0], [-100], [12.5], [Number.MAX_SAFE_INTEGER + 2]])(
    'amount %s: Enter the correct amount.',
    async (amount) => {
      const pix = await channelId(given.server.app, 'pix')
      expect(await recharge({ amount, channelId: pix })).toEqual(
        error(Code.AmountInvalid, 'Enter the correct amount.'),
      )
    },
  )

  test('below the minimum and above the maximum name the limit', async () => {
    const pix = await channelId(given.server.app, 'pix')
    expect(await recharge({ amount: 1_999, channelId: pix })).toEqual(
      error(Code.AmountBelowMinimum, 'The minimum amount is R$\u00a020,00.'),
    )
    expect(await recharge({ amount: 5_000_001, channelId: pix })).toEqual(
      error(Code.AmountAboveMaximum, 'The maximum amount is R$\u00a050.000,00.'),
    )
    expect((await recharge({ amount: 2_000, channelId: pix })).code).toBe(Code.Ok)
    expect((await recharge({ amount: 5_000_000, channelId: pix })).code).toBe(Code.Ok)
  })

  test('no channel or an unknown one: Please choose a payment method.', async () => {
    const choose = error(Code.ChannelRequired, 'Please choose a payment method.')
    expect(await recharge({ amount: 5_000 })).toEqual(choose)
    expect(await recharge({ amount: 5_000, channelId: 999_999 })).toEqual(choose)
  })

  test('a switched-off channel is refused', async () => {
    const pix = await channelId(given.server.app, 'pix')
    await given.server.db.update(paymentChannels).set({ enabled: false }).where(eq(paymentChannels.id, pix))
    try {
      expect(await recharge({ amount: 5_000, channelId: pix })).toEqual(
        error(
          Code.ChannelUnavailable,
          'This payment method is not available right now. Please choose another.',
        ),
      )
    } finally {
      await given.server.db.update(paymentChannels).set({ enabled: true }).where(eq(paymentChannels.id, pix))
    }
  })

  test('bad input: wrong type, text amount, extra field', async () => {
    for (const body of [
      { type: 'gift', amount: 5_000 },
      { type: 'recharge', amount: '50' },
      { type: 'recharge', amount: 5_000, extra: 1 },
    ]) {
      const answer = await moneyCall(given.server.app, 'index/Withdraw_recharge', body, {
        token: given.player.token,
      })
      expect(answer.code).toBe(Code.BadRequest)
    }
  })

  test('needs a session', async () => {
    const answer = await moneyCall(given.server.app, 'index/Withdraw_recharge', {
      type: 'recharge',
      amount: 5_000,
    })
    expect(answer.code).toBe(Code.SessionExpired)
  })
})

describe('index/Withdraw_recharge, type recharge: manual channels', () => {
  test('without a screenshot: Please upload a screenshot of the transfer.', async () => {
    const bank = await channelId(given.server.app, 'bank')
    expect(await recharge({ amount: 10_000, channelId: bank })).toEqual(
      error(Code.ScreenshotRequired, 'Please upload a screenshot of the transfer.'),
    )
  })

  test('with the player’s screenshot: an unpaid order without a BR Code', async () => {
    const usdt = await channelId(given.server.app, 'crypto')
    const image = await upload(given.server.app, given.player.token, PNG)
    const answer = await recharge({ amount: 20_000, channelId: usdt, voucherId: image.data.id })
    expect(answer.data).toMatchObject({
      status: 'unpaid',
      channel: { kind: 'crypto', name: 'USDT (TRC20)' },
      brCode: null,
      txid: null,
      expiresAt: null,
      hasVoucher: true,
    })
  })

  test('someone else’s screenshot, an unknown one, or one already used are refused', async () => {
    const bank = await channelId(given.server.app, 'bank')
    const other = await createPlayer(given.server.app)
    const theirs = await upload(given.server.app, other.token, PNG)
    const screenshot = error(Code.ScreenshotRequired, 'Please upload a screenshot of the transfer.')
    expect(await recharge({ amount: 10_000, channelId: bank, voucherId: theirs.data.id })).toEqual(screenshot)
    expect(await recharge({ amount: 10_000, channelId: bank, voucherId: 'f'.repeat(32) })).toEqual(screenshot)
    const mine = await upload(given.server.app, given.player.token, PNG)
    expect((await recharge({ amount: 10_000, channelId: bank, voucherId: mine.data.id })).code).toBe(Code.Ok)
    expect(await recharge({ amount: 10_000, channelId: bank, voucherId: mine.data.id })).toEqual(screenshot)
  })
})

describe('index/recharge_info', () => {
  test('answers the player’s own top-up order again, and nobody else’s', async () => {
    const pix = await channelId(given.server.app, 'pix')
    const created = (await recharge({ amount: 8_000, channelId: pix })).data
    const info = await call(
      given.server.app,
      'index/recharge_info',
      { id: created.id },
      { token: given.player.token, lang: 'en' },
    )
    expect(info).toEqual({ code: Code.Ok, data: created, msg: 'Success' })
    const other = await createPlayer(given.server.app)
    expect(
      await call(
        given.server.app,
        'index/recharge_info',
        { id: created.id },
        { token: other.token, lang: 'en' },
      ),
    ).toEqual(error(Code.OrderNotFound, 'This order does not exist.'))
    expect(
      (await call(given.server.app, 'index/recharge_info', { id: 0 }, { token: given.player.token })).code,
    ).toBe(Code.BadRequest)
  })
})
