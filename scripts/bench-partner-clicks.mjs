#!/usr/bin/env node
// Benchmark of what partners' clicks cost the rounds (not a test; target: the rounds' rate with the clicks at
// least 95 % of the rate without). On a temporary PGlite database and, when DATABASE_URL is set, on a
// temporary PostgreSQL database created beside it: the real entry point (server/main.ts) in a process of its
// own, as bench-api.mjs runs it, with 20 funded players spinning over HTTP from this process (game/spin, one
// spin in flight each, as bench-api.mjs drives them), in alternating slices without and with 1,000
// POST /api/partner/click a second sent from another process (scripts/bench-click-load.mjs: each click from
// an address of its own, a browser's user agent), after an uncounted second of each. Prints the rounds/s
// both ways and their ratio, the clicks recorded a second beside the target, and the rows partner_clicks
// holds once the server has stopped (SIGTERM: the clicks' group commit is written out) beside the clicks
// answered. The machine's load average is printed beside: other work on it moves the figures.
// Usage: [DATABASE_URL=...] node scripts/bench-partner-clicks.mjs [seconds per measurement, default 8]
import { fork } from 'node:child_process'
import { loadavg } from 'node:os'
import './tsx.mjs'

const { and, count, eq } = await import('drizzle-orm')
const { openDatabase } = await import('../server/db/index.ts')
const { partnerClicks, partners } = await import('../server/db/schema/partners.ts')
const { users } = await import('../server/db/schema/users.ts')
const { benchSpins } = await import('./bench-load.mjs')
const { PRODUCTION_ENV } = await import('../tests/api/productionEnv.ts')
const { benchAppOnLoopback, benchOnBothDatabases, benchServerProcess, benchSpinnerTokens, loadBenchConfig } =
  await import('./bench-support.ts')

const DURATION = Number(process.argv[2] ?? 8)
const SPINNERS = 20
/** Turns of each side: alternating short slices keep a drifting machine load fair to both. */
const SLICES = 4
const CLICKS_PER_SECOND = 1_000

/** The real server in a process of its own on the bench's database, in production mode, warnings only. */
const serverProcess = (config) =>
  benchServerProcess({
    ...PRODUCTION_ENV,
    NODE_ENV: 'production',
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { DATA_DIR: config.dataDir }),
    DEMO_PLAYERS: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  })

/** The click load in a process of its own: run(seconds) sends the clicks for that long; its counts. */
const clickProcess = (url, partnerId) => {
  const child = fork(new URL('./bench-click-load.mjs', import.meta.url), [
    url,
    String(partnerId),
    String(CLICKS_PER_SECOND),
  ])
  return {
    run: (seconds) =>
      new Promise((resolve) => {
        child.once('message', resolve)
        child.send({ seconds })
      }),
    stop: () => child.disconnect(),
  }
}

const load = () =>
  loadavg()
    .map((average) => average.toFixed(2))
    .join(', ')

const benchOn = async (label, config) => {
  const setup = await benchAppOnLoopback(config, async (db) => {
    const [account] = await db
      .insert(users)
      .values({ phone: '+5511977770000', passwordHash: 'x', invitationCode: 'BENCHPTR' })
      .returning()
    const [partner] = await db.insert(partners).values({ userId: account.id, status: 'approved' }).returning()
    return partner.id
  })
  const { game, filled: partnerId } = setup
  const tokens = await benchSpinnerTokens(setup.db, game, SPINNERS, 70_000_000)
  await setup.close()

  const loadBefore = load()
  const server = await serverProcess(config)
  const clicks = clickProcess(server.url, partnerId)
  const slice = DURATION / SLICES
  const sides = { without: { total: 0, failed: 0, p99: 0 }, with: { total: 0, failed: 0, p99: 0 } }
  const sent = { sent: 0, recorded: 0, seconds: 0 }
  let answered = 0
  const add = (side, result) => {
    side.total += result.total
    side.failed += result.failed
    side.p99 = Math.max(side.p99, result.p99)
  }
  try {
    // Uncounted: the first calls run cold (compiling, caches filling).
    await benchSpins(server.url, game, tokens, 1)
    answered += (await Promise.all([clicks.run(1), benchSpins(server.url, game, tokens, 1)]))[0].recorded
    for (let turn = 0; turn < SLICES; turn++) {
      add(sides.without, await benchSpins(server.url, game, tokens, slice))
      const [clicked, spun] = await Promise.all([
        clicks.run(slice),
        benchSpins(server.url, game, tokens, slice),
      ])
      add(sides.with, spun)
      sent.sent += clicked.sent
      sent.recorded += clicked.recorded
      sent.seconds += clicked.seconds
      answered += clicked.recorded
    }
  } finally {
    clicks.stop()
    await server.stop()
  }
  const database = await openDatabase(config)
  const [written] = await database.db
    .select({ rows: count() })
    .from(partnerClicks)
    .where(and(eq(partnerClicks.partnerId, partnerId), eq(partnerClicks.bot, false)))
  await database.close()

  const rate = (side) => side.total / DURATION
  const row = (measure, side) => ({
    measure,
    'rounds/s': Math.round(rate(side)),
    'p99 ms': side.p99,
    'not code 1': side.failed,
  })
  console.log(
    `\n${label}: game/spin, ${SPINNERS} players, one spin in flight each, ${DURATION} s each way in ${SLICES} alternating slices; server/main.ts in a process of its own, the clicks from another`,
  )
  console.table([
    row('without clicks', sides.without),
    row(`with ${CLICKS_PER_SECOND} partner/click a second`, sides.with),
  ])
  console.log(
    `clicks: ${Math.round(sent.recorded / sent.seconds)}/s recorded of ${CLICKS_PER_SECOND}/s sought ` +
      `(${sent.sent} sent, ${sent.recorded} answered code 1); partner_clicks after the server stopped: ` +
      `${written.rows} rows of ${answered} clicks answered\n` +
      `rounds with clicks / without: ${((100 * rate(sides.with)) / rate(sides.without)).toFixed(1)} % (target ≥ 95 %)\n` +
      `load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`,
  )
}

await benchOnBothDatabases(loadBenchConfig(), benchOn)
