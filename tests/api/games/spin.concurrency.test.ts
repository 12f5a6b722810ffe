import { centavos } from '@server/db/money'
import { rounds } from '@server/db/schema/rounds'
import type { ApiError } from '@server/envelope'
import type { PlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import { rotateSeeds } from '@server/services/games/seedPairs'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPostgresTestServer, describeOnPostgres, type TestServer } from '../helpers'
import { auditLedger, insertPlayer, SOUND_LEDGER } from '../services/ledgerFixtures'
import { fundGame, playable } from './gameFixtures'

describeOnPostgres('spins under concurrency', () => {
  let server: TestServer
  let game: PlayableGame

  beforeAll(async () => {
    server = await createPostgresTestServer()
    game = await playable(server.db, 'tesouro-do-farao')
  })
  afterAll(() => server?.close())

  const profitOf = async (userId: number) => {
    const [row] = await server.db
      .select({ count: sql<number>`count(*)::int`, profit: sql<string>`coalesce(sum(win - bet), 0)` })
      .from(rounds)
      .where(eq(rounds.userId, userId))
    return { count: row?.count ?? 0, profit: centavos(row?.profit) }
  }

  test('60 parallel spins on one account never overdraw, and balance, ledger and rounds agree', async () => {
    const userId = await insertPlayer(server.db)
    const bet = 10_000
    await fundGame(server.db, userId, 5 * bet)
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        spin(server.db, { userId, game, bet, clientRoundId: `race-${index}` }),
      ),
    )
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as ApiError).code).toBe(Code.GameBalanceTooLow)
    }
    const played = results.filter((result) => result.status === 'fulfilled')
    const { count, profit } = await profitOf(userId)
    expect(count).toBe(played.length)
    expect((await getBalances(server.db, userId)).game).toBe(5 * bet + profit)
    expect((await getBalances(server.db, userId)).game).toBeGreaterThanOrEqual(0)
    // Nonces are handed out one by one: no two rounds share one.
    const nonces = await server.db
      .select({ nonce: rounds.nonce })
      .from(rounds)
      .where(eq(rounds.userId, userId))
    expect(new Set(nonces.map((row) => row.nonce)).size).toBe(count)
    expect(await auditLedger(server.db)).toMatchObject(SOUND_LEDGER)
  })

  test('20 parallel retries of one spin play it once and charge once', async () => {
    const userId = await insertPlayer(server.db)
    await fundGame(server.db, userId, 1_000)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        spin(server.db, { userId, game, bet: 500, clientRoundId: 'race-retry' }),
      ),
    )
    expect(results.filter((result) => !result.replayed)).toHaveLength(1)
    expect(new Set(results.map((result) => result.round.id)).size).toBe(1)
    const { count, profit } = await profitOf(userId)
    expect(count).toBe(1)
    expect((await getBalances(server.db, userId)).game).toBe(1_000 + profit)
  })

  test('spins racing seed rotations keep every round on a pair it was committed to', async () => {
    const userId = await insertPlayer(server.db)
    await fundGame(server.db, userId, 100_000)
    const work = Array.from({ length: 30 }, (_, index) =>
      index % 5 === 0
        ? rotateSeeds(server.db, userId)
        : spin(server.db, { userId, game, bet: 100, clientRoundId: `race-rotate-${index}` }),
    )
    await Promise.all(work)
    const played = await server.db
      .select({ pair: rounds.seedPairId, nonce: rounds.nonce })
      .from(rounds)
      .where(eq(rounds.userId, userId))
    expect(played).toHaveLength(24)
    const pairs = new Map<number | null, number[]>()
    for (const row of played) pairs.set(row.pair, [...(pairs.get(row.pair) ?? []), row.nonce ?? -1])
    // Under each pair the nonces are 0, 1, 2, … with no gap and no repeat.
    for (const nonces of pairs.values()) {
      expect(nonces.sort((a, b) => a - b)).toEqual(nonces.map((_, index) => index))
    }
  })
})
