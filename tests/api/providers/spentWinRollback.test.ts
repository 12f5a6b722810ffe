import type { Db } from '@server/db'
import { promotions } from '@server/db/schema/content'
import { getBalances, openDebt, transfer } from '@server/services/ledger'
import { units } from '@simulator/hub88'
import { Code } from '@src/contract/codes'
import type { PlayerDetail } from '@src/contract/players'
import { formatBRL } from '@src/money/format'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverWithOperator, type TestServer } from '../helpers'
import { moneyCall, pixOrder, postWebhook } from '../money/fixtures'
import { adminCall } from '../players/fixtures'
import { seat, simGateway } from './seat'
import { hub88Wallet, slotegratorWallet } from './servers'

// A player wins R$ 50, loses R$ 45 of it in the next round and has R$ 2 in the wallet; the provider then
// reverses the win. Its rollback must settle (aggregators resend a rollback until it does): R$ 5 from the
// game balance, R$ 2 from the wallet, the other R$ 43 the player's debt.
const OWED = 4_300

/** Accounts whose balance is not the sum of their entries, and movements whose entries do not sum to zero. */
const disagreements = async (db: Db) => {
  const { rows } = (await db.execute(sql`
    select 'account ' || a.id as what from accounts a
    where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
    union all
    select 'movement ' || e.transaction_id from ledger_entries e group by e.transaction_id having sum(e.amount) <> 0
  `)) as unknown as { rows: { what: string }[] }
  return rows.map((row) => row.what)
}

/** R$ 2 in the player's wallet, as a deposit leaves it. */
const fundWallet = (server: TestServer, userId: number) =>
  transfer(server.db, {
    key: `test:wallet:${userId}`,
    reason: 'deposit',
    reference: 'test',
    from: { system: 'deposits' },
    to: { userId, kind: 'wallet' },
    amount: 200,
  })

type Seated = Awaited<ReturnType<typeof seat>>

/** After the rollback: the debt booked (and what made it), the balances emptied, a withdrawal refused for it. */
const expectDebt = async (server: TestServer, player: Seated) => {
  expect(await getBalances(server.db, player.userId)).toEqual({
    wallet: 0,
    game: 0,
    withdrawalPending: 0,
    bonus: 0,
    debt: OWED,
  })
  expect(await openDebt(server.db, player.userId)).toMatchObject({
    amount: OWED,
    since: expect.any(Date),
    key: expect.stringMatching(/:rollback:/),
  })
  expect(await disagreements(server.db)).toEqual([])

  const withdrawal = await moneyCall(
    server.app,
    'index/Withdraw_recharge',
    { type: 'withdraw', amount: 100, accountId: 1, payPassword: '246810' },
    { token: player.login },
  )
  expect(withdrawal).toEqual({
    code: Code.DebtOpen,
    data: null,
    msg: `You owe ${formatBRL(OWED)} from a game win the provider reversed. Withdrawals open again once your next deposits or wins have repaid it.`,
  })
}

/** A PIX top-up of R$ 100 repays the debt first and the rest reaches the wallet. */
const expectRepaidByTopUp = async (server: TestServer, player: Seated) => {
  const order = await pixOrder(server.app, player.login, 10_000)
  const paid = await postWebhook(server.app, {
    eventId: `evt-debt-${player.userId}`,
    txid: order.txid ?? '',
    amount: 10_000,
  })
  expect(paid.code).toBe(Code.Ok)
  expect(await getBalances(server.db, player.userId)).toEqual({
    wallet: 10_000 - OWED,
    game: 0,
    withdrawalPending: 0,
    bonus: 0,
  })
  expect(await openDebt(server.db, player.userId)).toBeNull()
  expect(await disagreements(server.db)).toEqual([])
}

/** Top-ups here must credit exactly their amount: no first-deposit bonus. */
const withoutPromotions = (given: { server: TestServer }) =>
  beforeAll(async () => {
    await given.server.db.update(promotions).set({ enabled: false })
  })

describe('a rollback of a win the player has spent, through the gateway', () => {
  const given = serverWithOperator()
  withoutPromotions(given)

  it('settles, books the rest as debt once however often it is sent, and the next deposit repays it', async () => {
    const player = await seat(given.server, 10, 'sim')
    await fundWallet(given.server, player.userId)
    const sim = simGateway(given.server, player)
    await sim.bet('b1', 'r1', 1_000)
    await sim.win('w1', 'r1', 5_000)
    await sim.bet('b2', 'r2', 4_500)

    expect(await sim.rollback('rb1', 'w1')).toEqual({ balance: 0, replayed: false })
    expect(await sim.rollback('rb1', 'w1')).toEqual({ balance: 0, replayed: true })
    expect(await sim.rollback('rb2', 'w1')).toMatchObject({ balance: 0 })
    await expectDebt(given.server, player)

    // The console's player page: the debt, what opened it, and its ledger lines.
    const page = async () =>
      (
        await adminCall<PlayerDetail>(given.server.app, given.operator, 'player_detail', {
          id: player.userId,
        })
      ).data
    const owing = await page()
    expect(owing.balances).toMatchObject({ game: 0, wallet: 0, debt: OWED })
    expect(owing.debt).toEqual({
      amount: OWED,
      since: expect.any(String),
      key: 'gp:sim:rollback:rb1',
      reference: expect.stringMatching(/^gp:sim:round:/),
    })
    expect(owing.sections.ledger?.list.filter((line) => line.account === 'debt')).toMatchObject([
      { amount: OWED, balanceAfter: OWED, reason: 'adjustment' },
    ])

    await expectRepaidByTopUp(given.server, player)
    const repaid = await page()
    expect(repaid.debt).toBeNull()
    expect(repaid.sections.ledger?.list.filter((line) => line.account === 'debt')).toMatchObject([
      { amount: -OWED, balanceAfter: 0, reason: 'debt_repayment' },
      { amount: OWED, balanceAfter: OWED, reason: 'adjustment' },
    ])
  })
})

describe('a player in debt who wins', () => {
  const given = serverWithOperator()

  it('repays the debt from the win first: the provider is answered the balance after the repayment', async () => {
    const player = await seat(given.server, 10, 'sim')
    const sim = simGateway(given.server, player)
    await sim.win('w1', 'r1', 5_000)
    await sim.bet('b1', 'r2', 6_000)
    await sim.rollback('rb1', 'w1')
    expect((await getBalances(given.server.db, player.userId)).debt).toBe(5_000)

    // A win smaller than the debt all goes to it; the next one repays the rest and keeps what is left.
    const win = (transactionId: string, amount: number) => sim.win(transactionId, 'r3', amount)
    expect(await win('w2', 3_000)).toEqual({ balance: 0, replayed: false })
    expect((await getBalances(given.server.db, player.userId)).debt).toBe(2_000)
    expect(await win('w3', 2_500)).toEqual({ balance: 500, replayed: false })
    expect(await win('w3', 2_500)).toEqual({ balance: 500, replayed: true })
    expect(await getBalances(given.server.db, player.userId)).toEqual({
      wallet: 0,
      game: 500,
      withdrawalPending: 0,
      bonus: 0,
    })
    expect(await disagreements(given.server.db)).toEqual([])
  })
})

describe('a rollback of a win the player has spent, from Hub88', () => {
  const given = hub88Wallet({ checked: true })
  withoutPromotions(given)

  it('answers RS_OK, books the rest as debt, and the next deposit repays it', async () => {
    const sim = given.sim
    const player = await seat(given.server, 10)
    await fundWallet(given.server, player.userId)
    const bet = sim.bet(player, units(10))
    await sim.call('transaction/bet', bet)
    const win = sim.winFor(bet, units(50), { round_closed: true })
    await sim.call('transaction/win', win)
    await sim.call('transaction/bet', sim.bet(player, units(45)))

    const back = sim.rollback(player, String(win.transaction_uuid))
    const answer = { status: 'RS_OK', balance: 0 }
    expect(await sim.call('transaction/rollback', back)).toMatchObject(answer)
    expect(await sim.call('transaction/rollback', back)).toMatchObject(answer)
    await expectDebt(given.server, player)
    await expectRepaidByTopUp(given.server, player)
  })
})

describe('a rollback of a win the player has spent, from Slotegrator', () => {
  const given = slotegratorWallet({ checked: true })
  withoutPromotions(given)

  it('answers the balance and the rollback, books the rest as debt, and the next deposit repays it', async () => {
    const sim = given.sim
    const player = await seat(given.server, 10, 'slotegrator')
    await fundWallet(given.server, player.userId)
    const bet = sim.bet(player, '10.00')
    await sim.call(bet)
    const round = bet.round_id ?? ''
    const win = sim.win(player, '50.00', { round_id: round, finished: '1' })
    await sim.call(win)
    await sim.call(sim.bet(player, '45.00'))

    const back = sim.rollback(player, round, [win])
    const answer = {
      balance: 0,
      transaction_id: expect.stringMatching(/^rollback-/),
      rollback_transactions: [win.transaction_id],
    }
    expect(await sim.call(back)).toEqual(answer)
    expect(await sim.call(back)).toEqual(answer)
    await expectDebt(given.server, player)
    await expectRepaidByTopUp(given.server, player)
  })
})
