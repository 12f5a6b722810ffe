import { debit } from '@server/providers/gateway'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { scoreOf, simRaceBettor } from './raceFixtures'

const given = sharedServer()

describe("a provider game's bets in a race", () => {
  test("each debit scores its stake times the game's weight, in the debit's own transaction; a replay scores nothing", async () => {
    // The provider's game in the catalogue, its weight set by the operator: half a stake.
    const {
      race,
      player,
      bet: round,
    } = await simRaceBettor(given.server, 'sim-fortune-race', 5_000, 'race-round-1')
    const bet = { ...round, transactionId: 'race-bet-1', amount: 1_000 }
    await debit(given.server.db, bet)
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(500)
    expect(await debit(given.server.db, bet)).toMatchObject({ replayed: true })
    await debit(given.server.db, { ...bet, transactionId: 'race-bet-2', amount: 300 })
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(650)
  })
})
