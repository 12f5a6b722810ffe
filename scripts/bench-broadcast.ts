/**
 * Benchmark of a marketing broadcast's effect on the calls that lock a player (not a test). On a temporary
 * PostgreSQL database created beside DATABASE_URL: PLAYERS players (default 100,000), every one opted in to
 * marketing. It times a PIX webhook's settlement, a self-exclusion and a provider debit, each on players
 * picked at random, SAMPLES times without a broadcast, then as many times while a marketing broadcast to all
 * of them is being sent (the server's own batches, in this process as the first server process runs them),
 * and prints both side by side (median, p95, max), with the self-exclusion of the player the broadcast
 * reaches next (the worst case: it waits for the batch holding its lock). Target: within 100 ms.
 * Usage: DATABASE_URL=postgres://… npx tsx scripts/bench-broadcast.ts [players, default 100000] [samples, default 25]
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../server/db'
import { paymentChannels } from '../server/db/schema/money'
import { broadcasts } from '../server/db/schema/notifications'
import { users } from '../server/db/schema/users'
import { debit } from '../server/providers/gateway'
import { settlePixPayment } from '../server/services/money/pixWebhook'
import { createRecharge } from '../server/services/money/recharge'
import { createBroadcast, sendBroadcastBatch } from '../server/services/notifications'
import { startExclusion } from '../server/services/protection/exclusion'
import { benchConfig, benchOnScratchPostgres, seatedBenchPlayer } from './bench-support'

const PLAYERS = Number(process.argv[2] ?? 100_000)
const SAMPLES = Number(process.argv[3] ?? 25)
const PROVIDER = 'sim'

/** PLAYERS players in one statement (phones +5521…), each opted in to marketing. */
const makePlayers = async (db: Db) => {
  await db.execute(sql`
    insert into users (phone, password_hash, invitation_code)
    select '+5521' || lpad(n::text, 9, '0'), 'bench: never logs in', 'BC' || n
    from generate_series(1, ${PLAYERS}) as n`)
  await db.execute(sql`
    insert into notice_settings (user_id, marketing_consent_at)
    select id, now() from users where phone like '+5521%'`)
  await db.execute(sql`analyze`)
}

/** The players the timed calls act on: fresh, funded and seated at the provider, each with an unpaid PIX order. */
const makeTargets = async (db: Db, config: ReturnType<typeof benchConfig>, count: number, first: number) => {
  const [pix] = await db.select().from(paymentChannels).where(eq(paymentChannels.kind, 'pix'))
  if (!pix) throw new Error('no PIX channel')
  const targets = []
  for (let index = 0; index < count; index += 1) {
    const phone = `+55219${String(first + index).padStart(8, '0')}`
    const seated = await seatedBenchPlayer(db, phone, 1_000_000, PROVIDER)
    await db.execute(
      sql`insert into notice_settings (user_id, marketing_consent_at) values (${seated.userId}, now())`,
    )
    const { order } = await createRecharge(db, config, seated.userId, randomUUID(), {
      amount: 5_000,
      channelId: pix.id,
      voucherId: undefined,
    })
    targets.push({ ...seated, txid: order.txid ?? '' })
  }
  return targets
}

type Target = Awaited<ReturnType<typeof makeTargets>>[number]

const CALLS: Record<string, (db: Db, target: Target) => Promise<unknown>> = {
  'PIX webhook': (db, target) =>
    settlePixPayment(db, { eventId: randomUUID(), txid: target.txid, amount: 5_000 }),
  'provider debit': (db, target) =>
    debit(db, {
      provider: PROVIDER,
      userId: target.userId,
      transactionId: randomUUID(),
      round: randomUUID(),
      gameCode: 'sim_fortune',
      currency: 'BRL',
      amount: 100,
      token: target.token,
    }),
  // Last: an excluded player's debit is refused.
  'self-exclusion': (db, target) => startExclusion(db, target.userId, '24h'),
}

const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now()
  await run()
  return performance.now() - start
}

/** Each call on its own target, one after another, with a pause between so they land across the batches. */
const timeCalls = async (db: Db, targets: Target[]) => {
  const times: Record<string, number[]> = {}
  for (const [name, call] of Object.entries(CALLS)) {
    times[name] = []
    for (const target of targets) {
      times[name].push(await timed(() => call(db, target)))
      await new Promise((resolve) => setTimeout(resolve, 37))
    }
  }
  return times
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 }
}

const figure = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10)

await benchOnScratchPostgres(benchConfig, async (db, config) => {
  const made = performance.now()
  await makePlayers(db)
  const quiet = await makeTargets(db, config, SAMPLES, 0)
  const busy = await makeTargets(db, config, SAMPLES, 10_000)
  console.log(`${PLAYERS + 2 * SAMPLES} players made in ${((performance.now() - made) / 1000).toFixed(0)} s`)

  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`cardinality(${users.roles}) > 0`)
    .limit(1)
  const words = {
    title: { zh: '周末活动', pt: 'Fim de semana' },
    body: { zh: '周末快乐', pt: 'Bom fim de semana' },
  }

  const without = await timeCalls(db, quiet)

  const broadcast = await createBroadcast(db, { id: operator?.id ?? 0, ip: null }, 'marketing', words, 'zh')
  let sending = true
  const sent = (async () => {
    while (sending && !(await sendBroadcastBatch(db, broadcast.id))) {}
  })()
  // The broadcast under way before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const during = await timeCalls(db, busy)
  // The worst case: the player the broadcast reaches next waits for the batch that holds its lock.
  const next: number[] = []
  for (let index = 0; index < SAMPLES; index += 1) {
    const [row] = await db
      .select({ cursor: broadcasts.cursor })
      .from(broadcasts)
      .where(eq(broadcasts.id, broadcast.id))
    next.push(await timed(() => startExclusion(db, (row?.cursor ?? 0) + 30, '24h')))
    await new Promise((resolve) => setTimeout(resolve, 37))
  }
  sending = false
  await sent
  const [progress] = await db.select().from(broadcasts).where(eq(broadcasts.id, broadcast.id))
  const seconds = (Date.now() - new Date(broadcast.createdAt).getTime()) / 1000

  console.log(
    `\nmarketing broadcast to ${progress?.total} players: ${progress?.handled} handled (${progress?.sent} sent) in ${seconds.toFixed(0)} s while measured, batches of 50\n`,
  )
  console.log(
    `${'call'.padEnd(34)}${'without: median'.padStart(16)}${'p95'.padStart(10)}${'max'.padStart(10)}   ${'during: median'.padStart(15)}${'p95'.padStart(10)}${'max'.padStart(10)}   p95 added`,
  )
  const line = (name: string, a: number[], b: number[]) => {
    const x = stats(a)
    const y = stats(b)
    console.log(
      `${name.padEnd(34)}${figure(x.median).padStart(16)}${figure(x.p95)}${figure(x.max)}   ${figure(y.median).padStart(15)}${figure(y.p95)}${figure(y.max)}   ${figure(y.p95 - x.p95)}`,
    )
  }
  for (const name of Object.keys(CALLS)) line(name, without[name] ?? [], during[name] ?? [])
  line('self-exclusion, next in the batch', without['self-exclusion'] ?? [], next)
})
