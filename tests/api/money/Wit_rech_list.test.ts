import { Code } from '@src/contract/codes'
import type { OrderData, PayoutAccount, RecordPage } from '@src/contract/money'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, createTestServer, operatorToken, type Player, type TestServer } from '../helpers'
import { fund, pixOrder, postWebhook, setPayPassword, withdrawCall } from './fixtures'

let server: TestServer
let player: Player
let operator: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  server = await createTestServer()
  operator = await operatorToken(server)
  player = await createPlayer(server.app)
  ids.unpaid = (await pixOrder(server.app, player.token, 2_000)).id
  const paid = await pixOrder(server.app, player.token, 3_000)
  ids.paid = paid.id
  ids.failed = (await pixOrder(server.app, player.token, 4_000)).id
  await postWebhook(server.app, { eventId: 'paid-by-pix', txid: paid.txid ?? '', amount: 3_000 })
  await call(
    server.app,
    'admin/review',
    { id: ids.failed, action: 'reject', reason: 'Not received' },
    { token: operator },
  )
  const account = await call<PayoutAccount>(
    server.app,
    'index/add_bank',
    {
      bankName: 'Caixa',
      realName: 'Leo Dias',
      accountNumber: '987654',
      phone: '+5511987654321',
      virtual: false,
    },
    { token: player.token },
  )
  await setPayPassword(server, player.user.id)
  await fund(server, player.user.id, 10_000)
  const withdrawal = await withdrawCall<OrderData>(server.app, player.token, 2_500, account.data.id)
  ids.withdraw = withdrawal.data.id
})
afterAll(() => server.close())

const records = (body: object, token = player.token) =>
  call<RecordPage>(server.app, 'index/Wit_rech_list', body, { token, lang: 'en' })

describe('index/Wit_rech_list', () => {
  test('top-ups newest first, with channel, status, failure reason and audit time', async () => {
    const { data } = await records({ type: 'recharge' })
    expect(data.total).toBe(3)
    expect(data.list.map((row) => row.id)).toEqual([ids.failed, ids.paid, ids.unpaid])
    expect(data.list[0]).toMatchObject({
      type: 'recharge',
      status: 'failed',
      amount: 4_000,
      target: 'PIX',
      failureReason: 'Not received',
      auditedAt: expect.any(String),
    })
    expect(data.list[1]).toMatchObject({ status: 'paid', failureReason: null, auditedAt: expect.any(String) })
    expect(data.list[2]).toMatchObject({ status: 'unpaid', auditedAt: null })
  })

  test('filters by status (the tabs)', async () => {
    for (const status of ['unpaid', 'paid', 'failed'] as const) {
      const { data } = await records({ type: 'recharge', status })
      expect(data.list.map((row) => row.id)).toEqual([ids[status]])
    }
  })

  test('withdrawals show the account masked', async () => {
    const { data } = await records({ type: 'withdraw' })
    expect(data.list).toEqual([
      expect.objectContaining({
        id: ids.withdraw,
        status: 'unpaid',
        amount: 2_500,
        target: 'Caixa ****7654',
      }),
    ])
  })

  test('paged', async () => {
    const first = await records({ type: 'recharge', page: 1, limit: 2 })
    const second = await records({ type: 'recharge', page: 2, limit: 2 })
    expect(first.data).toMatchObject({ total: 3, page: 1, limit: 2 })
    expect([...first.data.list, ...second.data.list].map((row) => row.id)).toEqual([
      ids.failed,
      ids.paid,
      ids.unpaid,
    ])
  })

  test('only the player’s own records', async () => {
    const other = await createPlayer(server.app)
    expect((await records({ type: 'recharge' }, other.token)).data).toEqual({
      list: [],
      total: 0,
      page: 1,
      limit: 20,
    })
  })

  test('bad input and no session', async () => {
    for (const body of [
      {},
      { type: 'bonus' },
      { type: 'recharge', status: 'expired' },
      { type: 'recharge', limit: 51 },
    ]) {
      expect((await records(body)).code).toBe(Code.BadRequest)
    }
    expect((await call(server.app, 'index/Wit_rech_list', { type: 'recharge' })).code).toBe(
      Code.SessionExpired,
    )
  })
})
