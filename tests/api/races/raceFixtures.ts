import type { Db } from '@server/db'
import { games } from '@server/db/schema/catalogue'
import { raceEntries, races } from '@server/db/schema/races'
import { createRace } from '@server/services/races/admin'
import { announceRaces } from '@server/services/races/live'
import type { RaceDefinition } from '@src/contract/race'
import { and, eq, sql } from 'drizzle-orm'
import type { TestServer } from '../helpers'
import { seat } from '../providers/seat'

const NAMES = { zh: '测试竞赛', en: 'Test race', sw: 'Mbio za majaribio', pt: 'Corrida de teste' }

/** A race running now (started a minute ago, ending in an hour unless said), every game unless said. */
export const runningRace = async (db: Db, overrides: Partial<RaceDefinition> = {}) => {
  const race = await createRace(db, {
    names: NAMES,
    startsAt: '2000-01-01T00:00',
    endsAt: '2000-01-02T00:00',
    repeat: 'none',
    gameIds: [],
    providers: [],
    prizePool: 1000_00,
    shares: [5000, 3000, 2000],
    fixedPrizes: [],
    minStake: 0,
    ...overrides,
  })
  // The times from the clock (the definition's are São Paulo wall-clock minutes).
  const [moved] = await db
    .update(races)
    .set({ startsAt: sql`now() - interval '1 minute'`, endsAt: sql`now() + interval '1 hour'` })
    .where(eq(races.id, race.id))
    .returning()
  if (!moved) throw new Error('race not moved')
  // As the console's edits do: every process's boards (RaceHub) read the race again, and none keeps the one
  // it may have read between the creation and the move (an ended race, or none).
  await announceRaces(db, moved.id)
  return moved
}

/** No other race running: every open race of the seed or earlier tests cancelled. */
export const cancelOpenRaces = async (db: Db) => {
  await db.update(races).set({ state: 'cancelled' }).where(eq(races.state, 'open'))
  await announceRaces(db)
}

/** A player's score in a race (0 without an entry). */
export const scoreOf = async (db: Db, raceId: number, userId: number): Promise<number> => {
  const [row] = await db
    .select({ score: raceEntries.score })
    .from(raceEntries)
    .where(sql`${raceEntries.raceId} = ${raceId} and ${raceEntries.userId} = ${userId}`)
  return row?.score ?? 0
}

/** Sets a game's race weight (basis points; null: follows the house edge). */
export const setWeight = (db: Db, gameId: number, weight: number | null) =>
  db.update(games).set({ raceWeightBps: weight }).where(eq(games.id, gameId))

/**
 * The simulator provider's game sim_fortune in the catalogue (RTP 96 %), under `slug` (the first one's, when
 * a test of the file put it there already), with this race weight.
 */
const simFortuneInCatalogue = async (db: Db, slug: string, raceWeightBps: number) => {
  const [category] = await db.select({ id: games.categoryId }).from(games).limit(1)
  const [listed] = await db
    .update(games)
    .set({ raceWeightBps })
    .where(and(eq(games.provider, 'sim'), eq(games.providerGameCode, 'sim_fortune')))
    .returning({ id: games.id })
  if (listed) return
  await db.insert(games).values({
    slug,
    name: { zh: 'Sim Fortune' },
    categoryId: category?.id ?? 1,
    provider: 'sim',
    providerGameCode: 'sim_fortune',
    image: '/assets/games/sim.png',
    minBet: 10,
    maxBet: 100_000,
    searchText: 'sim fortune',
    rtpBps: 9600,
    raceWeightBps,
  })
}

/**
 * The simulator provider's race (no other race open), sim_fortune in the catalogue under `slug` at this
 * weight, and a player seated at the provider with R$ 100: `bet` holds what each debit of `round` shares.
 */
export const simRaceBettor = async (
  server: TestServer,
  slug: string,
  raceWeightBps: number,
  round: string,
) => {
  await cancelOpenRaces(server.db)
  await simFortuneInCatalogue(server.db, slug, raceWeightBps)
  const race = await runningRace(server.db, { providers: ['sim'] })
  const player = await seat(server, 100, 'sim')
  const bet = {
    provider: 'sim',
    userId: player.userId,
    round,
    gameCode: 'sim_fortune',
    currency: 'BRL',
    token: player.token,
  }
  return { race, player, bet }
}
