import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { WalletTransferData } from '@src/contract/money'
import { describe, expect, test } from 'vitest'
import { createPlayer, type Player, sharedServer } from '../helpers'
import { convertCall, fund, moneyCall } from './fixtures'

const given = sharedServer()

const convert = (player: Player, body: object, key?: string | null) =>
  convertCall<WalletTransferData>(given.server.app, body, { token: player.token, key })

const funded = async (amount = 10_000) => {
  const player = await createPlayer(given.server.app)
  if (amount > 0) await fund(given.server, player.user.id, amount)
  return player
}

describe('index/walletTransfer', () => {
  test('moves wallet to game and back, answering the balances', async () => {
    const player = await funded()
    const toGame = await convert(player, { direction: 'toGame', amount: 4_000 })
    expect(toGame).toEqual({
      code: Code.Ok,
      data: { amount: 4_000, balances: { wallet: 6_000, game: 4_000, withdrawalPending: 0, bonus: 0 } },
      msg: 'Success',
    })
    const toWallet = await convert(player, { direction: 'toWallet', amount: 1_500 })
    expect(toWallet.data.balances).toMatchObject({ wallet: 7_500, game: 2_500 })
  })

  test('all: the whole source balance', async () => {
    const player = await funded()
    expect((await convert(player, { direction: 'toGame', all: true })).data).toMatchObject({
      amount: 10_000,
      balances: { wallet: 0, game: 10_000 },
    })
    expect((await convert(player, { direction: 'toWallet', all: true })).data).toMatchObject({
      amount: 10_000,
      balances: { wallet: 10_000, game: 0 },
    })
  })

  test('more than the balance: The entered amount cannot be greater than the balance.', async () => {
    const player = await funded(1_000)
    expect(await convert(player, { direction: 'toGame', amount: 1_001 })).toEqual({
      code: Code.AmountOverBalance,
      data: null,
      msg: 'The entered amount cannot be greater than the balance.',
    })
    expect((await convert(player, { direction: 'toWallet', amount: 1 })).code).toBe(Code.AmountOverBalance)
  })

  test.each([[{ amount: 0 }], [{ amount: -1 }], [{ amount: 0.5 }], [{}], [{ all: true }]])(
    '%o: Enter the correct amount.',
    async (change) => {
      const player = await funded('all' in change ? 0 : 1_000)
      const body = { direction: 'toWallet', ...change }
      expect(await convert(player, body)).toEqual({
        code: Code.AmountInvalid,
        data: null,
        msg: 'Enter the correct amount.',
      })
    },
  )

  test('a retried key moves once, even for all; a different request under it is refused', async () => {
    const player = await funded()
    const first = await convert(player, { direction: 'toGame', all: true }, 'c-1')
    const again = await convert(player, { direction: 'toGame', all: true }, 'c-1')
    expect(again.data.amount).toBe(first.data.amount)
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({ wallet: 0, game: 10_000 })
    const amount = await convert(player, { direction: 'toWallet', amount: 100 }, 'c-2')
    expect((await convert(player, { direction: 'toWallet', amount: 100 }, 'c-2')).data).toEqual(amount.data)
    expect((await convert(player, { direction: 'toWallet', amount: 200 }, 'c-2')).code).toBe(
      Code.IdempotencyKeyReused,
    )
    expect((await convert(player, { direction: 'toGame', amount: 100 }, 'c-2')).code).toBe(
      Code.IdempotencyKeyReused,
    )
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({ wallet: 100, game: 9_900 })
  })

  test('no key, bad direction, no session', async () => {
    const player = await funded()
    expect((await convert(player, { direction: 'toGame', amount: 100 }, null)).code).toBe(
      Code.IdempotencyKeyMissing,
    )
    expect((await convert(player, { direction: 'sideways', amount: 100 })).code).toBe(Code.BadRequest)
    const anonymous = await moneyCall(given.server.app, 'index/walletTransfer', {
      direction: 'toGame',
      amount: 100,
    })
    expect(anonymous.code).toBe(Code.SessionExpired)
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(10_000)
  })
})
