import { games } from '@server/db/schema/catalogue'
import { providerRounds } from '@server/db/schema/providers'
import { regulatorFiles } from '@server/db/schema/regulator'
import { accounts, ledgerEntries, ledgerTransactions } from '@server/db/schema/wallet'
import { externalPlayerId } from '@server/providers/gateway'
import { resolveTransfers, transferWalletOf } from '@server/providers/transfers'
import { getBalances } from '@server/services/ledger'
import { buildRegulatorDay } from '@server/services/regulator'
import { units } from '@simulator/hub88'
import type { ReportTable } from '@src/contract/reports'
import { and, eq, isNull, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { launchGame } from '../games/gameFixtures'
import { call, operatorToken } from '../helpers'
import { cancelOpenRaces, runningRace, scoreOf, setWeight } from '../races/raceFixtures'
import { spToday } from '../reports/reportFixtures'
import { fundedPlayer } from './seat'
import { runningHub88, syncGames } from './servers'

const given = runningHub88({
  hub88: { wallet: 'transfer', subPartnerId: 'ficha-test' },
  transferWallet: true,
})
let operator: string
let day: string
beforeAll(async () => {
  expect((await syncGames(given.server)).code).toBe(1)
  operator = await operatorToken(given.server)
  day = await spToday(given.server.db)
})

const wallet = () => {
  const made = transferWalletOf(given.server.db, given.server.app.config.hub88)
  if (!made) throw new Error('the test server is not a transfer-wallet site')
  return made
}
/** The transfer job's pass, a minute on: the rounds just played are past the read's lag. */
const jobPass = () => resolveTransfers(wallet(), new Date(Date.now() + 60_000))

/** A report of today, its rows as { column: value } (the one row of `key` when given). */
const report = async (path: string, groupBy: string, key?: string) => {
  const answer = await call<ReportTable>(
    given.server.app,
    `admin/${path}`,
    { from: day, to: day, groupBy },
    { token: operator },
  )
  const rows = answer.data.rows.map(
    (row) =>
      Object.fromEntries(answer.data.columns.map((column, index) => [column.key, row[index]])) as Record<
        string,
        number | string | null
      >,
  )
  return (key === undefined ? rows[0] : rows.find((row) => row[groupBy] === key)) ?? {}
}
const money = (row: Record<string, unknown>, key: string) => Number(row[key] ?? 0)

/** The provider_funds account's balance: the players' money Ficha holds as moved to Hub88. */
const funds = async () => {
  const [row] = await given.server.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(isNull(accounts.userId), eq(accounts.kind, 'provider_funds')))
  return row?.balance ?? 0
}

/** What the ledger's house game accounts gained under the player's transfer-wallet rounds: their GGR. */
const houseGained = async (userId: number) => {
  const [row] = await given.server.db
    .select({ gained: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(accounts.kind, 'house'),
        sql`${ledgerTransactions.reference} in (select 'gp:hub88:round:' || id from provider_rounds where user_id = ${userId})`,
      ),
    )
  return row?.gained ?? 0
}

describe('transfer-wallet rounds in the figures', () => {
  it('reach GGR, NGR, RTP, the races and the regulator’s bets file from Hub88’s round data, equal to the ledger', async () => {
    const [game] = await given.server.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.slug, 'hub88-sim-fortune'))
    if (!game) throw new Error('the simulator game is not in the catalogue')
    await setWeight(given.server.db, game.id, 10_000)
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db)
    const summaryBefore = await report('report_summary', 'day')
    const gameBefore = await report('report_games', 'game', 'hub88-sim-fortune')
    const fundsBefore = await funds()

    const created = await fundedPlayer(given.server, 10)
    const userId = created.user.id
    const user = await externalPlayerId(given.server.db, 'hub88', userId)
    const launch = await launchGame(given.server.app, created, 'hub88-sim-fortune')
    expect(launch.code).toBe(1)
    // At Hub88, on the transferred R$ 10: R$ 2 bet and R$ 5 won, R$ 1 lost, and a R$ 1 bet Hub88 rolled back.
    const hub88 = given.running.transactions
    hub88.play(user, units(2), units(5))
    hub88.play(user, units(1), 0)
    const undone = hub88.play(user, units(1), 0)
    hub88.rollback(undone.bet)
    expect((await call(given.server.app, 'index/out_game', {}, { token: created.token })).code).toBe(1)
    const home = await getBalances(given.server.db, userId)
    expect(home.wallet + home.game).toBe(1200)

    // Before the job reads Hub88's rounds the figures know nothing of them: the R$ 2 won sit in provider_funds.
    expect(await funds()).toBe(fundsBefore - 200)
    const first = await jobPass()
    expect(first.rounds).toEqual({ recorded: 7, skipped: 0 })
    // Read again (the windows overlap): nothing is recorded twice.
    expect((await jobPass()).rounds).toEqual({ recorded: 0, skipped: 0 })

    // The closed session left nothing in provider_funds: it became stakes and prizes.
    expect(await funds()).toBe(fundsBefore)
    const summary = await report('report_summary', 'day')
    // Stakes 2 + 1 + 1; prizes 5 and the rolled-back stake 1 (a rollback counts as a win of its stake).
    expect(money(summary, 'stakes') - money(summaryBefore, 'stakes')).toBe(400)
    expect(money(summary, 'wins') - money(summaryBefore, 'wins')).toBe(600)
    expect(money(summary, 'ggr') - money(summaryBefore, 'ggr')).toBe(-200)
    expect(money(summary, 'ngr') - money(summaryBefore, 'ngr')).toBe(-200)
    expect(await houseGained(userId)).toBe(-200)

    // Per game: three rounds, R$ 3 staked (the rolled-back one holds none), R$ 5 won.
    const perGame = await report('report_games', 'game', 'hub88-sim-fortune')
    expect(money(perGame, 'rounds') - money(gameBefore, 'rounds')).toBe(3)
    expect(money(perGame, 'stakes') - money(gameBefore, 'stakes')).toBe(300)
    expect(money(perGame, 'wins') - money(gameBefore, 'wins')).toBe(500)
    if (money(gameBefore, 'stakes') === 0) expect(perGame.rtp).toBeCloseTo(5 / 3)

    // The races: the stakes scored, the rolled-back one taken back out.
    expect(await scoreOf(given.server.db, race.id, userId)).toBe(300)

    // The regulator's bets file of the day holds the three rounds, its totals equal to the ledger's.
    const rounds = await given.server.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.userId, userId))
      .orderBy(providerRounds.id)
    expect(rounds.map(({ bet, win, state }) => ({ bet, win, state }))).toEqual([
      { bet: 200, win: 500, state: 'closed' },
      { bet: 100, win: 0, state: 'closed' },
      { bet: 0, win: 0, state: 'closed' },
    ])
    expect(await buildRegulatorDay(given.server.db, given.server.config.regulator, day)).toBe('ready')
    const bets = await given.server.db
      .select()
      .from(regulatorFiles)
      .where(and(eq(regulatorFiles.day, day), eq(regulatorFiles.kind, 'bets')))
    const xml = bets.map((part) => part.content.toString('utf8')).join('')
    for (const round of rounds)
      expect(xml).toContain(`<IdRodadaProvedor>${round.externalId}</IdRodadaProvedor>`)
    expect(bets.every((part) => part.status === 'ready')).toBe(true)
    const moved = await given.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'ptr:%'))
    // Three bets, a win and a rollback: a win of 0 moves nothing.
    expect(moved[0]?.n).toBe(5)
  })
})
