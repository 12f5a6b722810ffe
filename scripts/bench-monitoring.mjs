#!/usr/bin/env node
// Benchmark of what the risk monitoring costs a round (not a test; target: at most 5 ms added to a round's
// p99). The rules never run in the round's transaction (services/protection/monitoring.ts: a job every 30 s),
// so what they can cost a round is the database work they do beside it. Starts the server in this process on
// loopback, on a temporary PGlite database and, when DATABASE_URL is set, on a temporary PostgreSQL database
// created beside it, with 20 funded players spinning over HTTP (one spin in flight each), and prints, side
// by side, game/spin's rounds/s and p99 without the rules and with them run every second the whole time (30
// times the job's pace of one run per 30 s), in alternating slices.
// Usage: [DATABASE_URL=...] node scripts/bench-monitoring.mjs [seconds per measurement, default 5]
import './tsx.mjs'

const { runMonitoring } = await import('../server/services/protection/monitoring.ts')
const { benchSpins } = await import('./bench-load.mjs')
const { benchAppOnLoopback, benchOnBothDatabases, benchSpinnerTokens, loadBenchConfig } = await import(
  './bench-support.ts'
)

const DURATION = Number(process.argv[2] ?? 5)
const SPINNERS = 20
/** Each measurement is split in this many slices, without and with the rules in turn. */
const SLICES = 2

/** Players with a funded game balance and an open game session each: their game tokens. */
const spinners = (db, game) => benchSpinnerTokens(db, game, SPINNERS, 70_000_000)

/** The job runs every 30 s; the bench runs it every second, each run over the last day. */
const RULES_EVERY_MS = 1_000

/** Runs the rules every RULES_EVERY_MS until stop(); answers how many runs. */
const rulesLoop = (db) => {
  let running = true
  let runs = 0
  const done = (async () => {
    while (running) {
      await runMonitoring(db, { since: new Date(Date.now() - 86_400_000) })
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, RULES_EVERY_MS))
    }
  })()
  return {
    stop: async () => {
      running = false
      await done
      return runs
    },
  }
}

const benchOn = async (label, config) => {
  const server = await benchAppOnLoopback(config, async () => {})
  const { url, game, db } = server
  const tokens = await spinners(db, game)
  const sum = { without: [], with: [] }
  let runs = 0
  try {
    for (let slice = 0; slice < SLICES; slice++) {
      sum.without.push(await benchSpins(url, game, tokens, DURATION / SLICES))
      const loop = rulesLoop(db)
      sum.with.push(await benchSpins(url, game, tokens, DURATION / SLICES))
      runs += await loop.stop()
    }
  } finally {
    await server.close()
  }
  const row = (measure, results) => ({
    measure,
    'rounds/s': Math.round(results.reduce((total, result) => total + result.rps, 0) / results.length),
    'p99 ms': Math.max(...results.map((result) => result.p99)),
    'not code 1': results.reduce((total, result) => total + result.failed, 0),
  })
  console.log(`\n${label}: game/spin, ${SPINNERS} players, one spin in flight each, ${DURATION} s each way`)
  console.table([
    row('without the rules', sum.without),
    row(
      `with the rules run every ${RULES_EVERY_MS / 1_000} s, 30 times the job's pace (${runs} runs)`,
      sum.with,
    ),
  ])
}

await benchOnBothDatabases(loadBenchConfig(), benchOn)
