/**
 * Benchmark of the games (not a test): spins per second through the spin service and over HTTP, and the
 * live feed's fan-out latency to 500 SSE clients on loopback, on a temporary PGlite database and, when
 * DATABASE_URL is set, on a temporary PostgreSQL database created beside it (there with the clients split
 * over two servers sharing the database, so rounds cross LISTEN/NOTIFY). Never touches a real database.
 *
 *   npx tsx scripts/bench-games.ts [spins per player, default 200] [SSE clients, default 500]
 *
 * It also compares spins per second (8 players at once) with a race running over every game and without
 * one, in the same run, in alternating blocks (none, race, race, none) so that drift on a shared machine
 * falls on both sides; the race side scores every round (ficha_race_score) and the servers' race boards
 * refresh. These spins are players' (a login session each): they pass the play gate in both modes, and the
 * race takes its eligibility from it. Each phase is the spins per player (200 by default, 1,600 spins,
 * a second or two): phases of an eighth (25) were so short that a pause of the machine or of the garbage
 * collector moved a block's ratio by several points.
 *
 * The clients run in this process, beside the server: their parsing shares its event loop, so the latency
 * is pessimistic.
 */
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { type App, buildApp } from '../server/app'
import type { Config } from '../server/config'
import type { Database } from '../server/db'
import { races } from '../server/db/schema/races'
import { sessions } from '../server/db/schema/sessions'
import { openSeededDatabase } from '../server/seeds'
import { createSession } from '../server/services/accounts/sessions'
import { findPlayableGame, type PlayableGame } from '../server/services/games/playableGames'
import { spin } from '../server/services/games/rounds'
import { createRace } from '../server/services/races/admin'
import { GAME_TOKEN_HEADER } from '../src/constants'
import type { GameLaunch, GameSessionToken } from '../src/contract/game'
import { SseReader } from '../tests/api/games/sseReader'
import { benchOnEachDatabase, fundedBenchPlayer, loadBenchConfig } from './bench-support'

const SPINS = Number(process.argv[2] ?? 200)
const CLIENTS = Number(process.argv[3] ?? 500)
const PARALLEL_PLAYERS = 8
const FEED_ROUNDS = 20
const FEED_GAP_MS = 200

let phones = 0
const newPlayer = async (db: Database['db']): Promise<number> => {
  const phone = `+55119${String(70_000_000 + phones++).padStart(8, '0')}`
  return (await fundedBenchPlayer(db, phone, 100_000_000)).id
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000)

const spinsBy = async (
  db: Database['db'],
  game: PlayableGame,
  userId: number,
  count: number,
  tag: string,
  loginSessionId?: number,
) => {
  for (let index = 0; index < count; index += 1) {
    await spin(db, { userId, game, bet: game.minBet, clientRoundId: `${tag}-${index}`, loginSessionId })
  }
}

/** A player logged in (a session row), as the players whose spins pass the play gate. */
const loggedIn = async (db: Database['db']): Promise<{ userId: number; sessionId: number }> => {
  const userId = await newPlayer(db)
  await createSession(db, userId)
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))
  if (!session) throw new Error('no session')
  return { userId, sessionId: session.id }
}

/** game/spin over real HTTP, one player one spin at a time (as the game page plays), after in_game and open. */
const httpSpins = async (
  app: App,
  db: Database['db'],
  game: PlayableGame,
  count: number,
): Promise<number> => {
  const { port } = app.server.address() as AddressInfo
  const call = async <T>(
    path: string,
    body: unknown,
    headers: Record<string, string>,
    index = 0,
  ): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
      method: 'POST',
      // Each request from its own address (trusted for the bench): the per-IP flood ceiling does not cap it.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${index >> 8}.${index & 255}`,
        ...headers,
      },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as { code: number; msg: string; data: T }
    if (answer.code !== 1) throw new Error(`${path} answered ${answer.code} ${answer.msg}`)
    return answer.data
  }
  const token = await createSession(db, await newPlayer(db))
  const { url } = await call<GameLaunch>('index/in_game', { id: game.id }, { token })
  // in_game answers a URL relative to the server.
  const launch = new URLSearchParams(new URL(url, 'http://127.0.0.1').hash.slice(1)).get('launch')
  const opened = await call<GameSessionToken>('game/open', { launch }, {})
  const started = performance.now()
  for (let index = 0; index < count; index += 1) {
    await call(
      'game/spin',
      { bet: game.minBet, clientRoundId: `http-spin-${index}` },
      { [GAME_TOKEN_HEADER]: opened.token },
      index,
    )
  }
  return rate(count, performance.now() - started)
}

/**
 * The race comparison: blocks of four phases (none, race, race, none), each the spins per player,
 * after two warm-up phases that are not counted, one of each mode (the first phases ran slower: the
 * compiler and the cached plans warm up). Each block gives one ratio; the median block is the result,
 * printed beside the totals of all phases: a pause of the machine or of the garbage collector (one phase
 * took three times the others) moves one block, not the result.
 */
const RACE_BLOCKS = 8

/** Spins per second, 8 players at once, without and with a race running over every game. */
const raceComparison = async (db: Database['db'], game: PlayableGame) => {
  const race = await createRace(db, {
    names: { zh: '基准竞赛', en: 'Benchmark race', sw: 'Mbio za kipimo', pt: 'Corrida de referência' },
    startsAt: '2000-01-01T00:00',
    endsAt: '2000-01-02T00:00',
    repeat: 'none',
    gameIds: [],
    providers: [],
    prizePool: 100_00,
    shares: [10_000],
    fixedPrizes: [],
    minStake: 0,
  })
  const setRunning = (running: boolean) =>
    db
      .update(races)
      .set(
        running
          ? {
              state: 'open',
              startsAt: new Date(Date.now() - 60_000),
              endsAt: new Date(Date.now() + 3_600_000),
            }
          : { state: 'cancelled' },
      )
      .where(eq(races.id, race.id))
  const spins = SPINS
  /** One phase's spins per second. */
  const phase = async (running: boolean, tag: string) => {
    await setRunning(running)
    const players = await Promise.all(Array.from({ length: PARALLEL_PLAYERS }, () => loggedIn(db)))
    const started = performance.now()
    await Promise.all(
      players.map((player, index) =>
        spinsBy(db, game, player.userId, spins, `race-${tag}-${index}`, player.sessionId),
      ),
    )
    return { spins: spins * PARALLEL_PLAYERS, ms: performance.now() - started }
  }
  await phase(false, 'warm-up-a')
  await phase(true, 'warm-up-b')
  const totals = { none: { spins: 0, ms: 0 }, race: { spins: 0, ms: 0 } }
  const ratios: number[] = []
  for (let block = 0; block < RACE_BLOCKS; block += 1) {
    const none1 = await phase(false, `${block}-a`)
    const race1 = await phase(true, `${block}-b`)
    const race2 = await phase(true, `${block}-c`)
    const none2 = await phase(false, `${block}-d`)
    for (const [mode, measured] of [
      ['none', none1],
      ['race', race1],
      ['race', race2],
      ['none', none2],
    ] as const) {
      totals[mode].spins += measured.spins
      totals[mode].ms += measured.ms
    }
    ratios.push((none1.ms + none2.ms) / (race1.ms + race2.ms))
  }
  await setRunning(false)
  ratios.sort((a, b) => a - b)
  return {
    without: rate(totals.none.spins, totals.none.ms),
    withRace: rate(totals.race.spins, totals.race.ms),
    ratio: totals.race.spins / totals.race.ms / (totals.none.spins / totals.none.ms),
    medianBlock: ((ratios[RACE_BLOCKS / 2 - 1] ?? 0) + (ratios[RACE_BLOCKS / 2] ?? 0)) / 2,
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** Connects the clients (spread over the servers), plays rounds, and times each round's arrival at each client. */
const fanOut = async (servers: App[], db: Database['db'], game: PlayableGame) => {
  const readers: SseReader[] = []
  for (let index = 0; index < CLIENTS; index += 1) {
    const server = servers[index % servers.length] as App
    const { port } = server.server.address() as AddressInfo
    const { reader, status } = await SseReader.open(`http://127.0.0.1:${port}/api/bet/stream?count=1`)
    if (status !== 200) throw new Error(`stream answered ${status}`)
    readers.push(reader)
  }
  await Promise.all(readers.map((reader) => reader.next((message) => message.event === 'snapshot', 30_000)))
  const userId = await newPlayer(db)
  const latencies: number[] = []
  const lastClient: number[] = []
  try {
    for (let round = 0; round < FEED_ROUNDS; round += 1) {
      const played = await spin(db, { userId, game, bet: game.minBet, clientRoundId: `fan-${round}` })
      const committed = performance.now()
      const id = String(played.round.id)
      const arrivals = await Promise.all(
        readers.map((reader) =>
          reader
            .next((message) => message.event === 'round' && message.id === id, 30_000)
            .then(() => performance.now()),
        ),
      )
      const delays = arrivals.map((at) => Math.max(0, at - committed))
      latencies.push(...delays)
      lastClient.push(Math.max(...delays))
      await new Promise((resolve) => setTimeout(resolve, FEED_GAP_MS))
    }
  } finally {
    for (const reader of readers) reader.close()
  }
  latencies.sort((a, b) => a - b)
  lastClient.sort((a, b) => a - b)
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    lastClientMedian: percentile(lastClient, 0.5),
    max: latencies[latencies.length - 1] ?? 0,
  }
}

const benchOn = async (label: string, config: Config) => {
  const database = await openSeededDatabase(config)
  const { db } = database
  const game = await findPlayableGame(db, { slug: 'samba-night' })
  if (!game) throw new Error('no game')
  const apps: App[] = [await buildApp({ config, database })]
  // On PostgreSQL a second server shares the database: half the clients hear rounds through NOTIFY.
  const second = config.databaseUrl ? await openSeededDatabase(config) : null
  if (second) apps.push(await buildApp({ config, database: second }))
  for (const app of apps) await app.listen({ host: '127.0.0.1', port: 0 })
  try {
    const one = await newPlayer(db)
    let started = performance.now()
    await spinsBy(db, game, one, SPINS, 'seq')
    const sequential = rate(SPINS, performance.now() - started)

    const players = await Promise.all(Array.from({ length: PARALLEL_PLAYERS }, () => newPlayer(db)))
    started = performance.now()
    await Promise.all(players.map((userId, index) => spinsBy(db, game, userId, SPINS, `par-${index}`)))
    const parallel = rate(SPINS * PARALLEL_PLAYERS, performance.now() - started)

    const racing = await raceComparison(db, game)

    const http = await httpSpins(apps[0] as App, db, game, Math.min(SPINS, 200))

    console.log(`\n${label}`)
    console.table({
      'spins/s, one player (service)': sequential,
      [`spins/s, ${PARALLEL_PLAYERS} players at once (service)`]: parallel,
      'spins/s, one player over HTTP (game/spin)': http,
      [`spins/s, ${PARALLEL_PLAYERS} players, no race (alternating phases)`]: racing.without,
      [`spins/s, ${PARALLEL_PLAYERS} players, a race running`]: racing.withRace,
      'with a race / without, %, median block (target >= 95)': (racing.medianBlock * 100).toFixed(1),
      'with a race / without, %, all phases': (racing.ratio * 100).toFixed(1),
    })
    const feed = await fanOut(apps, db, game)
    console.log(
      `SSE fan-out: ${CLIENTS} clients on ${apps.length} server(s), ${FEED_ROUNDS} rounds, ms from the spin's commit to arrival`,
    )
    console.table({
      p50: feed.p50.toFixed(1),
      p95: feed.p95.toFixed(1),
      p99: feed.p99.toFixed(1),
      'last client (median round)': feed.lastClientMedian.toFixed(1),
      max: feed.max.toFixed(1),
    })
  } finally {
    for (const app of apps) await app.close()
    await database.close()
    await second?.close()
  }
}

const base: Config = {
  ...loadBenchConfig(),
  sseMaxConnections: CLIENTS + 10,
  // Every client of the bench comes from 127.0.0.1.
  sseMaxPerIp: CLIENTS + 10,
}

await benchOnEachDatabase(
  base,
  {
    pglite: 'PGlite (embedded, one process)',
    postgres: 'PostgreSQL (two servers sharing it)',
    skipped: '\nDATABASE_URL not set: PostgreSQL skipped.',
  },
  benchOn,
)
