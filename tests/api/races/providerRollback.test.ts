import { providerTransactions } from '@server/db/schema/providers'
import { raceRollbacks, races } from '@server/db/schema/races'
import { debit, rollback } from '@server/providers/gateway'
import { settleDueRaces } from '@server/services/races/settle'
import type { AdminRaces } from '@src/contract/race-admin'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, serverWithOperator } from '../helpers'
import { scoreOf, simRaceBettor } from './raceFixtures'

const given = serverWithOperator()

/**
 * The race ended two minutes ago (past the settlement's grace) and the provider's debits of `round` were
 * taken five minutes ago, while it ran.
 */
const endRaceAfter = async (raceId: number, round: string) => {
  await given.server.db.execute(
    sql`update races set starts_at = now() - interval '1 day', ends_at = now() - interval '2 minutes' where id = ${raceId}`,
  )
  await given.server.db.execute(sql`update provider_transactions set created_at = now() - interval '5 minutes'
    where round_id = (select id from provider_rounds where external_id = ${round})`)
}

/** The sim provider's rollback `transactionId` of the player's bet `targetId`. */
const simRollback = (userId: number, transactionId: string, targetId: string) => ({
  provider: 'sim',
  userId,
  transactionId,
  targetId,
})

describe("a provider's rollback in a race", () => {
  test("a rolled-back bet's score is taken back out of the race; the other bets keep theirs", async () => {
    // The provider's game, weighted by the operator at twice a stake.
    const { race, player, bet } = await simRaceBettor(
      given.server,
      'sim-fortune-rollback',
      20_000,
      'rollback-round-1',
    )
    await debit(given.server.db, { ...bet, transactionId: 'rollback-bet-1', amount: 1_000 })
    await debit(given.server.db, { ...bet, transactionId: 'rollback-bet-2', amount: 300 })
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(2_600)

    const undo = simRollback(player.userId, 'rollback-1', 'rollback-bet-1')
    await rollback(given.server.db, undo)
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(600)
    // The provider sends the rollback again: nothing more is taken.
    expect(await rollback(given.server.db, undo)).toMatchObject({ replayed: true })
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(600)
  })

  test('a bet rolled back after its race ended, before the race is settled and paid, is taken out of the score', async () => {
    const { race, player, bet } = await simRaceBettor(
      given.server,
      'sim-fortune-ended',
      10_000,
      'ended-round',
    )
    await debit(given.server.db, { ...bet, transactionId: 'ended-bet-1', amount: 700 })
    await debit(given.server.db, { ...bet, transactionId: 'ended-bet-2', amount: 200 })
    await endRaceAfter(race.id, 'ended-round')

    await rollback(given.server.db, simRollback(player.userId, 'ended-rollback', 'ended-bet-1'))
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(200)
    expect(
      await given.server.db.select().from(raceRollbacks).where(eq(raceRollbacks.raceId, race.id)),
    ).toEqual([])
    // The settlement then pays on the score without the rolled-back bet.
    await settleDueRaces(given.server.db)
    const [settled] = await given.server.db.select().from(races).where(eq(races.id, race.id))
    expect(settled?.state).toBe('final')
  })

  test('a bet rolled back once its race is paid leaves the places as paid and is noted on the race', async () => {
    const { race, player, bet } = await simRaceBettor(given.server, 'sim-fortune-paid', 10_000, 'paid-round')
    await debit(given.server.db, { ...bet, transactionId: 'paid-bet-1', amount: 900 })
    await endRaceAfter(race.id, 'paid-round')
    await settleDueRaces(given.server.db)
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(900)

    const undo = simRollback(player.userId, 'paid-rollback', 'paid-bet-1')
    await rollback(given.server.db, undo)
    await rollback(given.server.db, undo)

    // The paid result stands: the score, and the one note of the rollback, with its stake and points.
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(900)
    const notes = await given.server.db.select().from(raceRollbacks).where(eq(raceRollbacks.raceId, race.id))
    expect(notes).toMatchObject([
      { userId: player.userId, stake: 900, points: 900, transaction: 'gp:sim:paid-bet-1' },
    ])
    // The operator sees it on the race.
    const list = await call<AdminRaces>(given.server.app, 'admin/race_list', {}, { token: given.operator })
    expect(list.data.races.find((row) => row.id === race.id)).toMatchObject({
      state: 'final',
      lateRollbacks: { count: 1, stake: 900 },
    })
    // The provider's transaction is rolled back all the same: the player has the stake back.
    const [target] = await given.server.db
      .select({ state: providerTransactions.state })
      .from(providerTransactions)
      .where(eq(providerTransactions.externalId, 'paid-bet-1'))
    expect(target?.state).toBe('rolled_back')
  })
})
