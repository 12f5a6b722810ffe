import { ledgerTransactions } from '@server/db/schema/wallet'
import type { PlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import { transfer } from '@server/services/ledger'
import { settleDueRaces } from '@server/services/races/settle'
import type { ReportTable } from '@src/contract/reports'
import { like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { fundGame, playable } from '../games/gameFixtures'
import { call, createPlayer, serverWithOperator } from '../helpers'
import { cancelOpenRaces, runningRace, setWeight } from '../races/raceFixtures'
import { spToday } from './reportFixtures'

const given = serverWithOperator()
let game: PlayableGame

beforeAll(async () => {
  game = await playable(given.server.db, 'fruta-tropical')
  await setWeight(given.server.db, game.id, 10_000)
})

/** Today's summary row as { column: value }. */
const today = async () => {
  const day = await spToday(given.server.db)
  const answer = await call<ReportTable>(
    given.server.app,
    'admin/report_summary',
    { from: day, to: day },
    { token: given.operator },
  )
  const [row] = answer.data.rows
  return Object.fromEntries(answer.data.columns.map((column, index) => [column.key, row?.[index]])) as Record<
    string,
    number
  >
}

describe('race prizes in the reports', () => {
  test('a race’s prizes are paid under their own reason and reported as races, not bonuses; so are those paid before', async () => {
    const before = await today()
    await cancelOpenRaces(given.server.db)
    const race = await runningRace(given.server.db, {
      fixedPrizes: [300_00, 100_00],
      shares: [],
      prizePool: 0,
    })
    for (const [index, bet] of [500, 200].entries()) {
      const player = await createPlayer(given.server.app)
      await fundGame(given.server.db, player.user.id, 10_000)
      await spin(given.server.db, { userId: player.user.id, game, bet, clientRoundId: `race-prize-${index}` })
    }
    // The race ends (the rounds scored while it ran): the settlement pays both places.
    await given.server.db.execute(
      sql`update races set starts_at = now() - interval '1 day', ends_at = now() - interval '2 minutes' where id = ${race.id}`,
    )
    await settleDueRaces(given.server.db)
    const paid = await given.server.db
      .select({ reason: ledgerTransactions.reason })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `race:${race.id}:%`))
    expect(paid.map((row) => row.reason)).toEqual(['race_prize', 'race_prize'])

    // A prize paid before race_prize existed: a reward under the prize's key (the ledger is never rewritten).
    const earlier = await createPlayer(given.server.app)
    await transfer(given.server.db, {
      key: 'race:900001:1',
      reason: 'reward',
      reference: 'race:900001:1',
      from: { system: 'rewards' },
      to: { userId: earlier.user.id, kind: 'wallet' },
      amount: 50_00,
    })

    const after = await today()
    expect((after.races ?? 0) - (before.races ?? 0)).toBe(450_00)
    expect((after.bonuses ?? 0) - (before.bonuses ?? 0)).toBe(0)
    expect((after.ngr ?? 0) - (before.ngr ?? 0)).toBe((after.ggr ?? 0) - (before.ggr ?? 0) - 450_00)
  })
})
