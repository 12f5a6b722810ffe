import { accounts, ledgerEntries, ledgerTransactions } from '@server/db/schema/wallet'
import { type Player, units } from '@simulator/hub88'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { gameBalance, movements, seat } from './seat'
import { hub88Wallet } from './servers'

// Hub88's status table: RS_ERROR_TRANSACTION_DOES_NOT_EXIST is "returned when the bet referenced in win
// request can't be found on Operator's side (wasn't processed or was rolled back)".
const given = hub88Wallet({ checked: true })
const sim = given.sim

const NO_BET = { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' }

const placed = async (player: Player, reais: number, extra: Record<string, unknown> = {}) => {
  const bet = sim.bet(player, units(reais), extra)
  expect(await sim.call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK' })
  return bet
}

const moved = (externalId: unknown) => movements(given.server, 'hub88', String(externalId))

/** How a credit was booked: its ledger reason and the house account it was paid from. */
const booked = async (externalId: unknown) =>
  given.server.db
    .select({ reason: ledgerTransactions.reason, from: accounts.kind })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.idempotencyKey, `gp:hub88:credit:${String(externalId)}`))
    .then((rows) => rows.filter((row) => row.from !== 'game'))

describe('a Hub88 win and the bet it pays', () => {
  it('refuses a win on a bet that was rolled back, moving nothing, and answers its retry the same', async () => {
    const player = await seat(given.server, 10)
    const bet = await placed(player, 1)
    expect(await sim.call('transaction/rollback', sim.rollback(player, bet.transaction_uuid))).toMatchObject({
      status: 'RS_OK',
      balance: units(10),
    })
    const win = sim.winFor(bet, units(5))
    expect(await sim.call('transaction/win', win)).toMatchObject({
      ...NO_BET,
      request_uuid: win.request_uuid,
    })
    expect(await sim.call('transaction/win', win)).toMatchObject(NO_BET)
    expect(await moved(win.transaction_uuid)).toBe(0)
    expect(await gameBalance(given.server, player.userId)).toBe(1000)
  })

  it('refuses a win on a bet it never received, on a bet whose rollback came first, and one naming no bet', async () => {
    const player = await seat(given.server, 10)
    const unknown = sim.winFor(sim.bet(player, units(1)), units(5))
    expect(await sim.call('transaction/win', unknown)).toMatchObject(NO_BET)
    // A rollback ahead of its bet leaves a tombstone under the bet's id: still no bet to pay.
    const early = sim.bet(player, units(1))
    await sim.call('transaction/rollback', sim.rollback(player, early.transaction_uuid))
    expect(await sim.call('transaction/win', sim.winFor(early, units(5)))).toMatchObject(NO_BET)
    expect(await sim.call('transaction/win', sim.win(player, units(5)))).toMatchObject(NO_BET)
    expect(await gameBalance(given.server, player.userId)).toBe(1000)
  })

  it("refuses a win naming another player's bet", async () => {
    const other = await seat(given.server, 10)
    const bet = await placed(other, 1)
    const player = await seat(given.server, 10)
    const win = sim.win(player, units(5), {
      round: bet.round,
      reference_transaction_uuid: bet.transaction_uuid,
    })
    expect(await sim.call('transaction/win', win)).toMatchObject(NO_BET)
    expect(await gameBalance(given.server, player.userId)).toBe(1000)
  })

  it('pays every win of a bet it holds, and answers a replay with its first outcome after the bet is rolled back', async () => {
    const player = await seat(given.server, 10)
    const bet = await placed(player, 1)
    const first = sim.winFor(bet, units(2))
    expect(await sim.call('transaction/win', first)).toMatchObject({ status: 'RS_OK', balance: units(11) })
    const second = sim.winFor(bet, units(3))
    expect(await sim.call('transaction/win', second)).toMatchObject({ status: 'RS_OK', balance: units(14) })
    await sim.call('transaction/rollback', sim.rollback(player, bet.transaction_uuid))
    expect(await sim.call('transaction/win', first)).toMatchObject({ status: 'RS_OK', balance: units(11) })
    expect(await moved(first.transaction_uuid)).toBe(1)
    // The same win id naming another bet is another payload: a duplicate.
    const renamed = { ...first, reference_transaction_uuid: second.transaction_uuid }
    expect(await sim.call('transaction/win', renamed)).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    })
    expect(await gameBalance(given.server, player.userId)).toBe(1500)
  })
})

describe('free and promotional Hub88 wins', () => {
  it('pays a free round win (is_free) from the house as a game win, and only for its 0 bet', async () => {
    const player = await seat(given.server, 0)
    const free = { is_free: true, reward_uuid: 'reward-unknown-here' }
    const bet = sim.bet(player, 0, free)
    expect(await sim.call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 0 })
    const win = sim.winFor(bet, units(3), free)
    expect(await sim.call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: units(3) })
    expect(await booked(win.transaction_uuid)).toEqual([{ reason: 'win', from: 'house' }])
    expect(await sim.call('transaction/win', sim.win(player, units(3), free))).toMatchObject(NO_BET)
    expect(await gameBalance(given.server, player.userId)).toBe(300)
  })

  it("pays a supplier's promotion (is_supplier_promo) without a bet, from the rewards account, once", async () => {
    const player = await seat(given.server, 0)
    const promo = sim.win(player, units(4), {
      is_supplier_promo: true,
      is_free: true,
      meta: { supplier_promo_info: { promo_reference: 'tournament-7' } },
    })
    expect(await sim.call('transaction/win', promo)).toMatchObject({ status: 'RS_OK', balance: units(4) })
    expect(await sim.call('transaction/win', promo)).toMatchObject({ status: 'RS_OK', balance: units(4) })
    expect(await moved(promo.transaction_uuid)).toBe(1)
    expect(await booked(promo.transaction_uuid)).toEqual([{ reason: 'reward', from: 'rewards' }])
  })
})
