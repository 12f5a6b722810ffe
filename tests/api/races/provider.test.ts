import { debit } from '@server/providers/gateway'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { seat } from '../providers/seat'
import { cancelOpenRaces, runningRace, scoreOf, simFortuneInCatalogue } from './raceFixtures'

const given = sharedServer()

describe("a provider game's bets in a race", () => {
  test("each debit scores its stake times the game's weight, in the debit's own transaction; a replay scores nothing", async () => {
    await cancelOpenRaces(given.server.db)
    // The provider's game in the catalogue, its weight set by the operator: half a stake.
    await simFortuneInCatalogue(given.server.db, 'sim-fortune-race', 5_000)
    const race = await runningRace(given.server.db, { providers: ['sim'] })
    const player = await seat(given.server, 100, 'sim')
    const bet = {
      provider: 'sim',
      userId: player.userId,
      round: 'race-round-1',
      gameCode: 'sim_fortune',
      currency: 'BRL',
      transactionId: 'race-bet-1',
      amount: 1_000,
      token: player.token,
    }
    await debit(given.server.db, bet)
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(500)
    expect(await debit(given.server.db, bet)).toMatchObject({ replayed: true })
    await debit(given.server.db, { ...bet, transactionId: 'race-bet-2', amount: 300 })
    expect(await scoreOf(given.server.db, race.id, player.userId)).toBe(650)
  })
})
