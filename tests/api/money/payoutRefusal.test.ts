import pt from '@locales/pt.json' with { type: 'json' }
import { orders } from '@server/db/schema/money'
import { runPayouts } from '@server/services/money/payouts'
import { PixPayoutSimulator, type Refusal } from '@simulator/pixPayout'
import type { PlayerNoticePage } from '@src/contract/content'
import type { RecordPage } from '@src/contract/money'
import type { PayoutWebhookBody } from '@src/contract/payouts'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
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

/** A withdrawal the payout provider refuses with `refusal`, settled by the payout job: the player and order. */
const refusedWithdrawal = async (refusal: Refusal) => {
  const { player, accountId } = await payoutPlayer(given.server)
  const orderId = await requestWithdrawal(given.server, player, accountId, 12_000)
  const provider = new PixPayoutSimulator()
  provider.behaviour = () => 'fail'
  provider.refusal = refusal
  await runPayouts(given.server.db, provider, TEST_PAYOUT_RULES)
  return { player, orderId }
}

const KEY_CLOSED: Refusal = { code: 'AC07', reason: 'Receiving PIX key closed' }

describe('a withdrawal the payout provider refuses', () => {
  test('the player reads a translated reason in records and notice; the operator keeps the provider’s words', async () => {
    const { player, orderId } = await refusedWithdrawal(KEY_CLOSED)

    const records = await call<RecordPage>(
      given.server.app,
      'index/Wit_rech_list',
      { type: 'withdraw' },
      { token: player.token, lang: 'pt' },
    )
    expect(records.data.list[0]).toMatchObject({
      id: orderId,
      status: 'failed',
      refusal: 'keyClosed',
      failureReason: pt.money.refusal.keyClosed,
    })
    expect(pt.money.refusal.keyClosed).toBe(
      'A chave PIX de destino está encerrada. Cadastre outra chave e tente de novo.',
    )

    const notices = await call<PlayerNoticePage>(
      given.server.app,
      'index/get_my_msg',
      {},
      { token: player.token, lang: 'pt' },
    )
    const notice = notices.data.list.find((item) => item.kind === 'withdrawalRefused')
    expect(notice?.body).toContain(pt.money.refusal.keyClosed)
    // Nothing the player's device receives carries the provider's own words.
    expect(JSON.stringify(records.data)).not.toContain(KEY_CLOSED.reason)
    expect(JSON.stringify(notices.data)).not.toContain(KEY_CLOSED.reason)

    const order = await queuedWithdrawal(given.server, given.operator, orderId, 'failed')
    expect(order).toMatchObject({ failureReason: KEY_CLOSED.reason, payoutState: { refusal: 'keyClosed' } })
    const [row] = await given.server.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row).toMatchObject({ failureReason: KEY_CLOSED.reason, payoutRefusal: 'keyClosed' })
  })

  test.each([
    [{ code: 'AC03', reason: 'Key not found in DICT' }, 'keyNotFound'],
    [{ code: 'BE01', reason: 'Document does not match the account holder' }, 'ownerMismatch'],
    [{ code: 'AB09', reason: 'Error at the receiving participant' }, 'providerUnavailable'],
    [{ code: 'ZZ99', reason: 'Something else' }, 'other'],
  ] as const)('the provider’s code %j tells the player %s', async (refusal, told) => {
    const { player } = await refusedWithdrawal(refusal)
    const records = await call<RecordPage>(
      given.server.app,
      'index/Wit_rech_list',
      { type: 'withdraw' },
      { token: player.token, lang: 'pt' },
    )
    expect(records.data.list[0]).toMatchObject({ refusal: told, failureReason: pt.money.refusal[told] })
  })

  test('a refusal the provider notifies by webhook carries its code the same way', async () => {
    const { player, accountId } = await payoutPlayer(given.server)
    const orderId = await requestWithdrawal(given.server, player, accountId, 11_000)
    const provider = new PixPayoutSimulator()
    provider.behaviour = () => 'pending'
    await runPayouts(given.server.db, provider, TEST_PAYOUT_RULES)
    const event: PayoutWebhookBody = {
      eventId: `evt-refused-${orderId}`,
      idempotencyKey: (await payoutOf(given.server, orderId)).idempotencyKey,
      status: 'failed',
      reason: 'CPF do recebedor difere do titular',
      code: 'BE01',
    }
    const answer = await postPayoutWebhook(given.server, event)
    expect(answer).toMatchObject({ code: 1, data: { status: 'failed' } })
    const [row] = await given.server.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row).toMatchObject({ failureReason: event.reason, payoutRefusal: 'ownerMismatch' })
  })

  test('an operator’s refusal is told in the operator’s words, with no provider reason', async () => {
    const { player, accountId } = await payoutPlayer(given.server)
    const orderId = await requestWithdrawal(given.server, player, accountId, 9_000)
    const refused = await call(
      given.server.app,
      'admin/review',
      { id: orderId, action: 'reject', reason: 'Conta de terceiro' },
      { token: given.operator },
    )
    expect(refused.code).toBe(1)
    const records = await call<RecordPage>(
      given.server.app,
      'index/Wit_rech_list',
      { type: 'withdraw' },
      { token: player.token, lang: 'pt' },
    )
    expect(records.data.list[0]).toMatchObject({ refusal: null, failureReason: 'Conta de terceiro' })
  })
})
