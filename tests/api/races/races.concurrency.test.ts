import { fork } from 'node:child_process'
import { join } from 'node:path'
import { buildApp } from '@server/app'
import type { Database } from '@server/db'
import { raceEntries, racePrizes, races } from '@server/db/schema/races'
import { rounds } from '@server/db/schema/rounds'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { openSeededDatabase } from '@server/seeds'
import type { PlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import { settleDueRaces, settleRace } from '@server/services/races/settle'
import type { RaceBoard } from '@src/contract/race'
import { and, eq, gte, inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { fundGame, playable } from '../games/gameFixtures'
import { call, createPostgresTestServer, describeOnPostgres, type TestServer } from '../helpers'
import { auditLedger, insertPlayer } from '../services/ledgerFixtures'
import { cancelOpenRaces, runningRace, setWeight } from './raceFixtures'

/**
 * The issue asks for 20 players spinning for 30 s; a fixed number of spins per player (all players at once)
 * keeps the same contention without a run whose length depends on the machine: what is checked is that
 * every round scored once, in its own transaction, whichever process plays or reads.
 */
const PLAYERS = 20
const SPINS_EACH = 25

describeOnPostgres('races under concurrency', () => {
  let server: TestServer
  /** A second server process's view: the same database through its own pool, LISTEN and race boards. */
  let second: { database: Database; app: Awaited<ReturnType<typeof buildApp>> }
  let games: PlayableGame[]

  beforeAll(async () => {
    server = await createPostgresTestServer()
    const database = await openSeededDatabase(server.config)
    second = { database, app: await buildApp({ config: server.config, database }) }
    await second.app.ready()
    games = [await playable(server.db, 'fruta-tropical'), await playable(server.db, 'samba-night')]
    await setWeight(server.db, games[0]?.id ?? 0, 10_000)
    await setWeight(server.db, games[1]?.id ?? 0, 3_333)
    await cancelOpenRaces(server.db)
  })
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    await server?.close()
  })

  /** Ends a race past the settlement's grace. */
  const endRace = (raceId: number) =>
    server.db.execute(
      sql`update races set starts_at = now() - interval '1 day', ends_at = now() - interval '2 minutes' where id = ${raceId}`,
    )

  test('20 players spinning at once: every score is the sum of its weighted stakes, and another process shows the same board', async () => {
    const race = await runningRace(server.db, {
      shares: [4000, 2000, 1000, 1000, 500, 500, 400, 300, 200, 100],
    })
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => insertPlayer(server.db)))
    await Promise.all(players.map((userId) => fundGame(server.db, userId, 10_000_000)))
    const bets = [100, 200, 500, 1_000]
    await Promise.all(
      players.map(async (userId, index) => {
        for (let round = 0; round < SPINS_EACH; round += 1) {
          const game = games[(index + round) % 2] as PlayableGame
          await spin(server.db, {
            userId,
            game,
            bet: bets[(index * 7 + round) % bets.length] ?? 100,
            clientRoundId: `race-load-${index}-${round}`,
          })
        }
      }),
    )
    // What the rounds say each player scored: each round's stake times its game's weight, rounded down.
    const expected = await server.db
      .select({
        userId: rounds.userId,
        score: sql<string>`sum(case when ${rounds.gameId} = ${games[0]?.id ?? 0} then ${rounds.bet} else ${rounds.bet} * 3333 / 10000 end)`,
      })
      .from(rounds)
      .where(and(inArray(rounds.userId, players), gte(rounds.startedAt, race.startsAt)))
      .groupBy(rounds.userId)
    const entries = await server.db
      .select({ userId: raceEntries.userId, score: raceEntries.score })
      .from(raceEntries)
      .where(eq(raceEntries.raceId, race.id))
    const byPlayer = (rows: { userId: number; score: number | string }[]) =>
      Object.fromEntries(rows.map((row) => [row.userId, Number(row.score)]))
    expect(byPlayer(entries)).toEqual(byPlayer(expected))
    const top = entries
      .map((entry) => entry.score)
      .sort((a, b) => b - a)
      .slice(0, 10)
    // Both processes' boards (the second heard the rounds through LISTEN/NOTIFY) show the same top 10.
    for (const app of [server.app, second.app])
      await vi.waitFor(
        async () => {
          const board = await call<RaceBoard>(app, 'race/board', { id: race.id })
          expect(board.data.top.map((place) => place.score)).toEqual(top)
        },
        { timeout: 10_000, interval: 250 },
      )
    expect(await auditLedger(server.db)).toMatchObject({ unbalanced: [], drifted: [], negative: [] })
    await server.db.update(races).set({ state: 'cancelled' }).where(eq(races.id, race.id))
  })

  /** A finished race with `count` ranked players, ready to settle. */
  const endedRace = async (count: number) => {
    const race = await runningRace(server.db, { shares: [5000, 3000, 2000] })
    for (let index = 0; index < count; index += 1) {
      const userId = await insertPlayer(server.db)
      await fundGame(server.db, userId, 100_000)
      await spin(server.db, {
        userId,
        game: games[0] as PlayableGame,
        bet: 100 * (index + 1),
        clientRoundId: `race-settle-${race.id}-${index}`,
      })
    }
    await endRace(race.id)
    return race
  }

  const paymentsOf = (raceId: number) =>
    server.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `race:${raceId}:%`))

  test('the settlement run by two processes at once pays each prize once', async () => {
    const race = await endedRace(5)
    await Promise.all([
      settleDueRaces(server.db),
      settleDueRaces(second.database.db),
      settleRace(server.db, race.id),
      settleRace(second.database.db, race.id),
    ])
    expect((await paymentsOf(race.id)).map((row) => row.key).sort()).toEqual(
      [1, 2, 3].map((place) => `race:${race.id}:${place}`),
    )
    const [row] = await server.db.select({ state: races.state }).from(races).where(eq(races.id, race.id))
    expect(row?.state).toBe('final')
  })

  test('a process killed during the settlement, then a new run: nothing paid twice, nothing missed', async () => {
    const race = await endedRace(4)
    const child = fork(
      join(import.meta.dirname, 'settleChild.ts'),
      [server.config.databaseUrl ?? '', server.config.databaseDirectUrl ?? '', String(race.id)],
      {
        execArgv: ['--import', 'tsx'],
        stdio: 'ignore',
      },
    )
    const first = await new Promise<string>((resolve, reject) => {
      child.once('message', (message) => resolve(String(message)))
      child.once('exit', (code) => reject(new Error(`settlement process ended first (${code})`)))
    })
    expect(first).toBe('paid 1')
    const killed = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await killed
    expect(await paymentsOf(race.id)).toHaveLength(1)
    const [halfway] = await server.db.select({ state: races.state }).from(races).where(eq(races.id, race.id))
    expect(halfway?.state).toBe('settling')

    await settleDueRaces(server.db)
    expect((await paymentsOf(race.id)).map((row) => row.key).sort()).toEqual(
      [1, 2, 3].map((place) => `race:${race.id}:${place}`),
    )
    const prizes = await server.db.select().from(racePrizes).where(eq(racePrizes.raceId, race.id))
    expect(prizes.map((prize) => [prize.place, prize.amount, prize.paidAt !== null])).toEqual([
      [1, 500_00, true],
      [2, 300_00, true],
      [3, 200_00, true],
    ])
    expect(await auditLedger(server.db)).toMatchObject({ unbalanced: [], drifted: [], negative: [] })
  })
})
