#!/usr/bin/env node
// Benchmark of what partners' clicks cost the rounds (not a test; target: the rounds' rate with the clicks at
// least 95 % of the rate without). Starts the server in this process on loopback, on a temporary PGlite
// database and, when DATABASE_URL is set, on a temporary PostgreSQL database created beside it, with 20
// funded players spinning over HTTP (one spin in flight each), and prints game/spin's rounds/s without and
// with 1,000 POST /api/partner/click a second (each from an address of its own, X-Forwarded-For, a browser's
// user agent), in alternating slices, and the clicks recorded.
// Usage: [DATABASE_URL=...] node scripts/bench-partner-clicks.mjs [seconds per measurement, default 6]
import './tsx.mjs'

const { partners } = await import('../server/db/schema/partners.ts')
const { users } = await import('../server/db/schema/users.ts')
const { benchSpins } = await import('./bench-load.mjs')
const { benchAppOnLoopback, benchOnBothDatabases, benchSpinnerTokens, loadBenchConfig } = await import(
  './bench-support.ts'
)

const DURATION = Number(process.argv[2] ?? 6)
const SPINNERS = 20
const SLICES = 2
const CLICKS_PER_SECOND = 1_000
/** Clicks sent every tick, ticks every 10 ms. */
const PER_TICK = CLICKS_PER_SECOND / 100

const AGENT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'

/** Sends PER_TICK clicks every 10 ms until stop(); answers how many were sent and how many answered code 1. */
const clickLoop = (url, partnerId) => {
  let running = true
  let sent = 0
  let recorded = 0
  const inFlight = new Set()
  const one = (n) =>
    fetch(`${url}/api/partner/click`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': AGENT,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ partner: partnerId, source: 'link', sub1: `bench-${n % 50}` }),
    })
      .then((response) => response.json())
      .then((answer) => {
        if (answer.code === 1) recorded += 1
      })
      .catch(() => undefined)
  const timer = setInterval(() => {
    if (!running) return
    for (let index = 0; index < PER_TICK; index++) {
      const request = one(sent++)
      inFlight.add(request)
      request.finally(() => inFlight.delete(request))
    }
  }, 10)
  return {
    stop: async () => {
      running = false
      clearInterval(timer)
      await Promise.all(inFlight)
      return { sent, recorded }
    },
  }
}

const benchOn = async (label, config) => {
  const server = await benchAppOnLoopback(config, async (db) => {
    const [account] = await db
      .insert(users)
      .values({ phone: '+5511977770000', passwordHash: 'x', invitationCode: 'BENCHPTR' })
      .returning()
    const [partner] = await db.insert(partners).values({ userId: account.id, status: 'approved' }).returning()
    return partner.id
  })
  const { url, game, db, filled: partnerId } = server
  const tokens = await benchSpinnerTokens(db, game, SPINNERS, 70_000_000)
  const sum = { without: [], with: [] }
  const clicks = { sent: 0, recorded: 0, seconds: 0 }
  try {
    for (let slice = 0; slice < SLICES; slice++) {
      sum.without.push(await benchSpins(url, game, tokens, DURATION / SLICES))
      const loop = clickLoop(url, partnerId)
      const started = Date.now()
      sum.with.push(await benchSpins(url, game, tokens, DURATION / SLICES))
      const result = await loop.stop()
      clicks.seconds += (Date.now() - started) / 1_000
      clicks.sent += result.sent
      clicks.recorded += result.recorded
    }
  } finally {
    await server.close()
  }
  const rate = (results) => results.reduce((total, result) => total + result.rps, 0) / results.length
  const row = (measure, results) => ({
    measure,
    'rounds/s': Math.round(rate(results)),
    'p99 ms': Math.max(...results.map((result) => result.p99)),
    'not code 1': results.reduce((total, result) => total + result.failed, 0),
  })
  console.log(`\n${label}: game/spin, ${SPINNERS} players, one spin in flight each, ${DURATION} s each way`)
  console.table([
    row('without clicks', sum.without),
    row(`with ${CLICKS_PER_SECOND} partner/click a second`, sum.with),
  ])
  console.log(
    `clicks: ${clicks.sent} sent, ${clicks.recorded} recorded (${Math.round(clicks.recorded / clicks.seconds)}/s); ` +
      `rounds with clicks / without: ${((100 * rate(sum.with)) / rate(sum.without)).toFixed(1)} % (target ≥ 95 %)`,
  )
}

await benchOnBothDatabases(loadBenchConfig(), benchOn)
