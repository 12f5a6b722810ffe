import { debit, rollback } from '@server/providers/gateway'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { scoreOf, simRaceBettor } from './raceFixtures'

const given = sharedServer()

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

    const undo = {
      provider: 'sim',
      userId: player.userId,
      transactionId: 'rollback-1',
      targetId: 'rollback-bet-1',
    }
    await rollback(given.server.db, undo)
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(600)
    // The provider sends the rollback again: nothing more is taken.
    expect(await rollback(given.server.db, undo)).toMatchObject({ replayed: true })
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(600)
  })
})
