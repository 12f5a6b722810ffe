/**
 * Benchmark of the crash game (not a test; it prints figures only), on a temporary PostgreSQL database created
 * beside DATABASE_URL (never a real one), the server in this process on loopback:
 * - a cash-out's time from request to answer over HTTP with PLAYERS players (1,000 by default) in one round, all
 *   cashing out at the same instant (the worst moment: every request waits behind the others), then each at a
 *   random moment of 10 s of flight: p50, p99, max;
 * - slot rounds per second (8 players spinning at once through the spin service) with a crash round in flight
 *   against none, in alternating blocks (none, crash, crash, none) so drift on a shared machine falls on both
 *   sides; "in flight" is a round of PLAYERS open bets whose automatic cash-outs come due through the phase while
 *   the crash loop (advanceCrash) steps whenever a step is due, as the crash job steps it. The median block's ratio is the
 *   result (target: at least 95 %).
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/bench-crash.ts [players, default 1000] [spins per player and phase, default 150]
 */
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import type { Db } from '../server/db'
import { openSeededDatabase } from '../server/seeds'
import { createSession, findSession } from '../server/services/accounts/sessions'
import { advanceCrash, findCrashGame } from '../server/services/crash'
import { launchGame, openGameSession } from '../server/services/games/gameSessions'
import { findPlayableGame, type PlayableGame } from '../server/services/games/playableGames'
import { spin } from '../server/services/games/rounds'
import { GAME_TOKEN_HEADER } from '../src/constants'
import { msToReach } from '../src/crash/curve'
import { benchConfig, benchOnScratchPostgres, fundedBenchPlayer } from './bench-support'

const PLAYERS = Number(process.argv[2] ?? 1_000)
const SPINS = Number(process.argv[3] ?? 150)
const PARALLEL_SPINNERS = 8
/** The second latency measure: each player's cash-out at a random moment of this much flight. */
const SPREAD_MS = 10_000
const BLOCKS = 4
/** A long betting phase: the bench places its bets, then starts the flight itself. */
const TIMING = { bettingMs: 600_000, pauseMs: 0 }

let phones = 0
const phone = () => `+55119${String(60_000_000 + phones++).padStart(8, '0')}`

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** `count` players with a crash game session open, as a launch opens it: their game tokens. */
const crashPlayers = async (db: Db, gameId: number, count: number): Promise<string[]> => {
  const tokens: string[] = []
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async () => {
        const user = await fundedBenchPlayer(db, phone(), 100_000_000)
        const login = await findSession(db, await createSession(db, user.id))
        if (!login) throw new Error('no login session')
        const { launchToken } = await launchGame(db, {
          userId: user.id,
          gameId,
          loginSessionId: login.sessionId,
        })
        const opened = await openGameSession(db, launchToken)
        if (!opened) throw new Error('no game session')
        return opened.token
      }),
    )
    tokens.push(...batch)
  }
  return tokens
}

/** A new round taking bets (the one before it crashed and settled). */
const newRound = async (db: Db): Promise<number> => {
  await db.execute(
    sql`update crash_rounds set crash_point = 100, betting_starts_at = now() - interval '1 hour',
      betting_ends_at = now() - interval '1 hour', flight_starts_at = now() - interval '1 hour',
      crash_at = now() - interval '1 hour' where settled_at is null`,
  )
  await advanceCrash(db, TIMING)
  await advanceCrash(db, TIMING)
  const { rows } = (await db.execute(sql`select max(round) as round from crash_rounds`)) as unknown as {
    rows: { round: number }[]
  }
  return Number(rows[0]?.round)
}

/** Starts round `round`'s flight now, to crash at `point` (hundredths). */
const fly = (db: Db, round: number, point: number) =>
  db.execute(sql`update crash_rounds set crash_point = ${point},
    betting_ends_at = clock_timestamp() - interval '1 millisecond', flight_starts_at = clock_timestamp(),
    crash_at = clock_timestamp() + make_interval(secs => ${msToReach(point) / 1000})
    where round = ${round}`)

const post = async (url: string, path: string, token: string, body: object, index: number) => {
  const response = await fetch(`${url}/api/crash/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [GAME_TOKEN_HEADER]: token,
      // Each player from its own address (trusted for the bench): the per-IP ceiling does not cap it.
      'x-forwarded-for': `10.8.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { code: number; msg: string }
  if (answer.code !== 1) throw new Error(`crash/${path} answered ${answer.code} ${answer.msg}`)
}

/** Every player bets on a new round (automatic targets spread over the flight when `auto`); answers the round. */
const betAll = async (url: string, db: Db, tokens: string[], tag: string, auto: boolean): Promise<number> => {
  const round = await newRound(db)
  for (let start = 0; start < tokens.length; start += 100)
    await Promise.all(
      tokens.slice(start, start + 100).map((token, k) =>
        post(
          url,
          'bet',
          token,
          {
            slot: 1,
            bet: 100,
            clientBetId: `${tag}-bench-${start + k}`,
            autoCashout: auto ? 110 + ((start + k) % 90) : null,
          },
          start + k,
        ),
      ),
    )
  return round
}

/** Every player cashes out once, at once (spreadMs 0) or each at a random moment over spreadMs of the flight. */
const cashOutLatency = async (url: string, db: Db, tokens: string[], tag: string, spreadMs: number) => {
  const round = await betAll(url, db, tokens, tag, false)
  await fly(db, round, 100_000)
  await new Promise((resolve) => setTimeout(resolve, 200))
  const times = await Promise.all(
    tokens.map(async (token, index) => {
      if (spreadMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * spreadMs))
      const started = performance.now()
      await post(url, 'cashout', token, { clientBetId: `${tag}-bench-${index}` }, index)
      return performance.now() - started
    }),
  )
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times[times.length - 1] ?? 0 }
}

const spinPhase = async (db: Db, game: PlayableGame, tag: string) => {
  const players = await Promise.all(
    Array.from({ length: PARALLEL_SPINNERS }, async () => {
      const user = await fundedBenchPlayer(db, phone(), 100_000_000)
      const login = await findSession(db, await createSession(db, user.id))
      return { userId: user.id, loginSessionId: login?.sessionId }
    }),
  )
  const started = performance.now()
  await Promise.all(
    players.map(async ({ userId, loginSessionId }, index) => {
      for (let k = 0; k < SPINS; k += 1)
        await spin(db, {
          userId,
          game,
          bet: game.minBet,
          clientRoundId: `${tag}-${index}-${k}`,
          loginSessionId,
        })
    }),
  )
  return { spins: SPINS * PARALLEL_SPINNERS, ms: performance.now() - started }
}

/** A phase with a crash round in flight: PLAYERS open bets cashing out automatically, the loop stepping when due. */
const withCrashInFlight = async <T>(
  url: string,
  db: Db,
  tokens: string[],
  tag: string,
  work: () => Promise<T>,
) => {
  const round = await betAll(url, db, tokens, tag, true)
  // Crashes at 3.00×: the targets (1.10× to 1.99×) come due through the first seconds of the flight.
  await fly(db, round, 300)
  let stop = false
  const loop = (async () => {
    // As the crash job steps it: whenever a step is due.
    while (!stop) {
      const wait = await advanceCrash(db, TIMING)
      await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 10)))
    }
  })()
  try {
    return await work()
  } finally {
    stop = true
    await loop
  }
}

await benchOnScratchPostgres(benchConfig, async (db: Db, config) => {
  const database = await openSeededDatabase(config)
  const app = await buildApp({ config: { ...config, trustProxy: true }, database })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  try {
    const crash = await findCrashGame(db)
    const slot = await findPlayableGame(db, { slug: 'samba-night' })
    if (!crash || !slot) throw new Error('the seed has no crash game or samba-night')
    const tokens = await crashPlayers(db, crash.id, PLAYERS)
    const burst = await cashOutLatency(url, db, tokens, 'burst', 0)
    console.log(
      `crash/cashout over HTTP, ${PLAYERS} players cashing out at the same instant in one round: ` +
        `p50 ${burst.p50.toFixed(1)} ms, p99 ${burst.p99.toFixed(1)} ms, max ${burst.max.toFixed(1)} ms`,
    )
    const spread = await cashOutLatency(url, db, tokens, 'spread', SPREAD_MS)
    console.log(
      `crash/cashout over HTTP, ${PLAYERS} players cashing out over ${SPREAD_MS / 1000} s of one round's flight: ` +
        `p50 ${spread.p50.toFixed(1)} ms, p99 ${spread.p99.toFixed(1)} ms, max ${spread.max.toFixed(1)} ms`,
    )
    await spinPhase(db, slot, 'warm-up')
    const totals = { none: { spins: 0, ms: 0 }, crash: { spins: 0, ms: 0 } }
    const ratios: number[] = []
    for (let block = 0; block < BLOCKS; block += 1) {
      const none1 = await spinPhase(db, slot, `none-${block}-a`)
      const crash1 = await withCrashInFlight(url, db, tokens, `flight-${block}-a`, () =>
        spinPhase(db, slot, `crash-${block}-a`),
      )
      const crash2 = await withCrashInFlight(url, db, tokens, `flight-${block}-b`, () =>
        spinPhase(db, slot, `crash-${block}-b`),
      )
      const none2 = await spinPhase(db, slot, `none-${block}-b`)
      for (const [mode, measured] of [
        ['none', none1],
        ['crash', crash1],
        ['crash', crash2],
        ['none', none2],
      ] as const) {
        totals[mode].spins += measured.spins
        totals[mode].ms += measured.ms
      }
      ratios.push((none1.ms + none2.ms) / (crash1.ms + crash2.ms))
    }
    ratios.sort((a, b) => a - b)
    const rate = (side: { spins: number; ms: number }) => Math.round((side.spins / side.ms) * 1000)
    const median = ((ratios[BLOCKS / 2 - 1] ?? 0) + (ratios[BLOCKS / 2] ?? 0)) / 2
    console.log(
      `slot rounds per second, ${PARALLEL_SPINNERS} players at once: ${rate(totals.none)} with no crash round, ` +
        `${rate(totals.crash)} with a crash round of ${PLAYERS} bets in flight; ratio ` +
        `${((rate(totals.crash) / rate(totals.none)) * 100).toFixed(1)} % (median block ${(median * 100).toFixed(1)} %, target ≥ 95 %)`,
    )
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await app.close()
    await database.close()
  }
})
