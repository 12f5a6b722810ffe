import { centavos } from '@server/db/money'
import { rounds } from '@server/db/schema/rounds'
import { ApiError } from '@server/envelope'
import { betSizes } from '@server/games/betSizes'
import { TITLES } from '@server/games/titles'
import type { PlayableGame } from '@server/services/games/playableGames'
import { findBets } from '@server/services/games/playRecords'
import { spin } from '@server/services/games/rounds'
import { rotateSeeds } from '@server/services/games/seedPairs'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../helpers'
import { auditLedger, insertPlayer, SOUND_LEDGER } from '../services/ledgerFixtures'
import { fundGame, playable } from './gameFixtures'

const SPINS = 10_000
/** The steps are shared out among players who play side by side (in parallel on PostgreSQL). */
const PLAYERS = 4
const FUNDING = 500_000

let server: TestServer
let games: PlayableGame[]

beforeAll(async () => {
  server = await createTestServer()
  games = await Promise.all(TITLES.map((title) => playable(server.db, title.slug)))
})
afterAll(() => server.close())

/** One step of a session: a spin (or a retry of an earlier one), or a rotation of the seeds. */
const step = fc.oneof(
  {
    weight: 90,
    arbitrary: fc.record({ kind: fc.constant('spin' as const), game: fc.nat(), size: fc.nat() }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('retry' as const), back: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rotate' as const) }) },
)

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

/** One player's session: after it, the game balance, the ledger and the play records agree with a model. */
const play = async (steps: Step[]): Promise<void> => {
  const userId = await insertPlayer(server.db)
  await fundGame(server.db, userId, FUNDING)
  const played: { id: string; game: PlayableGame; bet: number }[] = []
  let model = FUNDING
  for (const next of steps) {
    if (next.kind === 'rotate') {
      await rotateSeeds(server.db, userId)
      continue
    }
    const retried =
      next.kind === 'retry' && played.length > 0
        ? played[played.length - 1 - (next.back % Math.min(played.length, 20))]
        : undefined
    const game = retried?.game ?? games[next.kind === 'spin' ? next.game % games.length : 0]
    if (!game) throw new Error('no game')
    const sizes = betSizes(game.title, game)
    const bet = retried?.bet ?? sizes[next.kind === 'spin' ? next.size % sizes.length : 0] ?? game.minBet
    const id = retried?.id ?? `prop-${played.length}`
    try {
      const result = await spin(server.db, { userId, game, bet, clientRoundId: id })
      if (!retried) {
        played.push({ id, game, bet })
        model += result.round.win - bet
      }
      expect(result.replayed).toBe(retried !== undefined)
      if (!retried) expect(result.balance).toBe(model)
    } catch (error) {
      if (!(error instanceof ApiError && error.code === Code.GameBalanceTooLow)) throw error
      expect(bet).toBeGreaterThan(model)
    }
  }

  // The game balance is the funding plus the profit of every round, and the play records list each once.
  expect((await getBalances(server.db, userId)).game).toBe(model)
  const [sums] = await server.db
    .select({
      count: sql<number>`count(*)::int`,
      profit: sql<string>`coalesce(sum(${rounds.win} - ${rounds.bet}), 0)`,
    })
    .from(rounds)
    .where(eq(rounds.userId, userId))
  expect(sums?.count).toBe(played.length)
  expect(FUNDING + centavos(sums?.profit)).toBe(model)
  expect((await findBets(server.db, userId, 'en', 1, 50)).total).toBe(played.length)
}

describe('balance, ledger and records after random play', () => {
  // Slow by nature (every spin is a real transaction): a generous timeout rather than fewer spins.
  test(`${SPINS} random spins, retries and rotations leave them in agreement`, {
    timeout: 900_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: SPINS, maxLength: SPINS }), async (steps) => {
        const share = SPINS / PLAYERS
        await Promise.all(
          Array.from({ length: PLAYERS }, (_, index) =>
            play(steps.slice(index * share, (index + 1) * share)),
          ),
        )
        expect(await auditLedger(server.db)).toMatchObject(SOUND_LEDGER)
      }),
      { numRuns: 1 },
    )
  })
})
