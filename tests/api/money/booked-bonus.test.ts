import { getBalances } from '@server/services/ledger'
import type { RechargeOrder } from '@src/contract/money'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import { data, topUp } from '../rewards/fixtures'

const given = serverWithOperator()

const orderInfo = async (player: Player, id: number) =>
  data(await call<RechargeOrder>(given.server.app, 'index/recharge_info', { id }, { token: player.token }))

/** Tops the player up and answers the order's page with what the ledger put in the wallet for it. */
const paidTopUp = async (player: Player, amount: number) => {
  const before = (await getBalances(given.server.db, player.user.id)).wallet
  const id = await topUp(given.server.app, player, amount)
  const credited = (await getBalances(given.server.db, player.user.id)).wallet - before
  return { id, credited, shown: await orderInfo(player, id) }
}

describe('a paid top-up’s page shows the money the ledger credited, never a new quote', () => {
  test('first deposit, cash back and no bonus: amount plus bonus is what reached the wallet', async () => {
    const player = await createPlayer(given.server.app)
    // R$ 100,00 first: 10% first deposit bonus (the next top-up would be quoted 3% cash back).
    const first = await paidTopUp(player, 10_000)
    expect(first.credited).toBe(11_000)
    expect(first.shown).toMatchObject({ status: 'paid', amount: 10_000, bonus: 1_000 })
    // R$ 100,00 again: 3% cash back.
    const cashback = await paidTopUp(player, 10_000)
    expect(cashback.credited).toBe(10_300)
    expect(cashback.shown).toMatchObject({ status: 'paid', amount: 10_000, bonus: 300 })
    // R$ 50,00 is below every cash-back tier: no bonus.
    const none = await paidTopUp(player, 5_000)
    expect(none.credited).toBe(5_000)
    expect(none.shown).toMatchObject({ status: 'paid', amount: 5_000, bonus: 0 })
    // Read again later, each order still shows what it was booked.
    for (const { id, shown } of [first, cashback, none]) expect(await orderInfo(player, id)).toEqual(shown)
  })
})
