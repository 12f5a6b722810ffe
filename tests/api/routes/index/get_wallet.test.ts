import { transfer } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { Envelope } from '@src/contract/envelope'
import type { UserInfo } from '@src/contract/user'
import type { Balances } from '@src/contract/wallet'
import { expect, test } from 'vitest'
import { call, createPlayer, serverWithPlayer } from '../../helpers'

const given = serverWithPlayer()

const getWallet = async (token?: string): Promise<Envelope<Balances>> =>
  (
    await given.server.app.inject({
      method: 'GET',
      url: '/api/index/get_wallet',
      headers: token ? { token } : {},
    })
  ).json()

test('a new player’s balances are all zero', async () => {
  expect(await getWallet(given.player.token)).toMatchObject({
    code: Code.Ok,
    data: { wallet: 0, game: 0, withdrawalPending: 0, bonus: 0 },
  })
})

test('balances follow the ledger, in centavos, and getUserinfo shows the same', async () => {
  const userId = given.player.user.id
  await transfer(given.server.db, {
    key: `wallet-test:${userId}:deposit`,
    reason: 'deposit',
    reference: 'order:test',
    from: { system: 'deposits' },
    to: { userId, kind: 'wallet' },
    amount: 123_456,
  })
  await transfer(given.server.db, {
    key: `wallet-test:${userId}:conversion`,
    reason: 'conversion',
    reference: 'conversion:test',
    from: { userId, kind: 'wallet' },
    to: { userId, kind: 'game' },
    amount: 23_456,
  })
  const wallet = await getWallet(given.player.token)
  expect(wallet.data).toEqual({ wallet: 100_000, game: 23_456, withdrawalPending: 0, bonus: 0 })
  const info = await call<UserInfo & { balances?: Balances }>(
    given.server.app,
    'user/getUserinfo',
    undefined,
    {
      token: given.player.token,
    },
  )
  expect(JSON.stringify(info.data)).toContain('100000')
  expect(JSON.stringify(info.data)).toContain('23456')
})

test('without a session it answers 401 and shows nothing', async () => {
  expect(await getWallet()).toMatchObject({ code: Code.SessionExpired, data: null })
  expect(await getWallet('not-a-token')).toMatchObject({ code: Code.SessionExpired, data: null })
})

test('after logout the old token no longer opens the wallet', async () => {
  const other = await createPlayer(given.server.app)
  await call(given.server.app, 'logout', undefined, { token: other.token })
  expect((await getWallet(other.token)).code).toBe(Code.SessionExpired)
})
