import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import { jobLeases } from '@server/db/schema/jobs'
import { payouts } from '@server/db/schema/payouts'
import { startPixPayoutSimulator } from '@simulator/pixPayoutServer'
import { and, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { databaseEnv } from '../support/postgres'
import { redisAnswers } from '../support/redis'
import { createTestServer, type TestServer } from './helpers'
import { payoutPlayer, requestWithdrawal } from './money/payoutFixtures'

const redisUrl = process.env.REDIS_URL
const ready = Boolean(process.env.DATABASE_URL) && (await redisAnswers(redisUrl))

/**
 * Short for a test, yet above the event loop's stalls on a loaded machine (a stalled holder would lose its
 * lease mid-tick): a dead runner's job is taken within 10 s; payouts run every second.
 */
const LEASE_SECONDS = 5
const PAID_WITHIN_MS = 60_000
/** A worker younger than this is not restarted when it dies (server/cluster.ts): only older ones are killed. */
const WORKER_SETTLED_MS = 11_000
const API_KEY = `payout-key-${randomBytes(8).toString('hex')}`
const WEBHOOK_SECRET = `payout-secret-${randomBytes(8).toString('hex')}`

/** An `npm start` primary with two workers: its own pid, and its workers' with when each started serving. */
interface Host {
  name: string
  child: ChildProcess
  url: string
  workers: Map<number, number>
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const waitFor = async <T>(what: string, read: () => Promise<T | undefined>, withinMs: number): Promise<T> => {
  const until = Date.now() + withinMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * A request on a connection of its own: the host's workers take turns on new connections, and a kept-alive
 * one would ask the same worker every time, which may not be the one running the job.
 */
const CLOSE = { headers: { connection: 'close' } }

describe.skipIf(!ready)('periodic jobs on several hosts (skipped: DATABASE_URL or REDIS_URL)', () => {
  let server: TestServer
  let simulator: Awaited<ReturnType<typeof startPixPayoutSimulator>>
  const hosts: Host[] = []

  const startHost = async (name: string): Promise<Host> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        ...databaseEnv(server.config),
        REDIS_URL: redisUrl,
        WEB_CONCURRENCY: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
        PAYOUT_URL: simulator.url,
        PAYOUT_API_KEY: API_KEY,
        PAYOUT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PAYOUT_POLL_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const host: Host = { name, child, url: '', workers: new Map() }
    hosts.push(host)
    await new Promise<void>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`host ${name} exited with ${code}`)))
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
        const line = JSON.parse(text) as { msg: string; pid?: number }
        host.url = /^Server listening at (.+)$/.exec(line.msg)?.[1] ?? host.url
        if (line.msg === 'Ficha is serving' && line.pid) host.workers.set(line.pid, Date.now())
        if (host.workers.size === 2) resolve()
      })
    })
    return host
  }

  const killHost = (host: Host) => {
    for (const pid of [host.child.pid, ...host.workers.keys()])
      if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
  }

  /** The process holding the payout job's live lease, and its host. */
  const payoutRunner = () =>
    waitFor(
      'a process holds the payout job',
      async () => {
        const [row] = await server.db
          .select({ pid: jobLeases.pid })
          .from(jobLeases)
          .where(and(eq(jobLeases.job, 'payouts'), gt(jobLeases.expiresAt, sql`now()`)))
        const host = hosts.find((candidate) => row && candidate.workers.has(row.pid))
        return row && host && alive(row.pid) ? { pid: row.pid, host } : undefined
      },
      PAID_WITHIN_MS,
    )

  /** A withdrawal made now, paid through the simulator: how long it took. */
  const withdrawalPaid = async (): Promise<number> => {
    const { player, accountId } = await payoutPlayer(server)
    const orderId = await requestWithdrawal(server, player, accountId, 10_000)
    const since = Date.now()
    await waitFor(
      `withdrawal ${orderId} paid`,
      async () => {
        const [row] = await server.db
          .select({ status: payouts.status })
          .from(payouts)
          .where(eq(payouts.orderId, orderId))
        return row?.status === 'paid' ? true : undefined
      },
      PAID_WITHIN_MS + 5_000,
    )
    return Date.now() - since
  }

  /** Once an old enough worker: the supervisor replaces a worker that dies later than its first seconds. */
  const settled = (host: Host, pid: number) =>
    waitFor(
      'the worker has settled',
      async () => (Date.now() - (host.workers.get(pid) ?? 0) > WORKER_SETTLED_MS ? true : undefined),
      WORKER_SETTLED_MS + 1_000,
    )

  /** No job's tick ever ran beside another's, and the payout job ran. */
  const expectNoJobRanTwiceAtOnce = async () => {
    const rows = await server.db.select().from(jobLeases)
    expect(rows.map((row) => [row.job, row.overlaps])).toEqual(rows.map((row) => [row.job, 0]))
    expect(rows.find((row) => row.job === 'payouts')?.runs).toBeGreaterThan(0)
    // Each withdrawal went to the provider once.
    expect([...simulator.simulator.transfers.values()].every((transfer) => transfer.sends === 1)).toBe(true)
  }

  beforeAll(async () => {
    server = await createTestServer()
    simulator = await startPixPayoutSimulator({
      port: 0,
      // Its notices are not needed: a transfer is paid in the answer to the send.
      webhookUrl: 'http://127.0.0.1:9/api/payouts/webhook',
      webhookSecret: WEBHOOK_SECRET,
      apiKey: API_KEY,
    })
  })
  afterAll(async () => {
    for (const host of hosts) killHost(host)
    // The hosts' connections must be gone before the database is dropped.
    await Promise.all(
      hosts.map(
        ({ child }) =>
          new Promise((resolve) =>
            child.exitCode === null && child.signalCode === null ? child.on('exit', resolve) : resolve(null),
          ),
      ),
    )
    await simulator?.close()
    await server?.close()
  })

  // The two tests are one story told in two steps: the second adds a host to the first's, which keeps the
  // run to two host starts (the slow part on a small CI machine).
  test('one host: the payout job survives a kill -9 of its worker, and a replaced worker takes it', async () => {
    const host = await startHost('a')
    const original = new Set(host.workers.keys())
    expect(await withdrawalPaid()).toBeLessThan(PAID_WITHIN_MS)

    const first = await payoutRunner()
    await settled(host, first.pid)
    process.kill(first.pid, 'SIGKILL')
    expect(await withdrawalPaid()).toBeLessThan(PAID_WITHIN_MS)

    // The worker that took the job over dies too once the replacement serves: the replacement takes it.
    await waitFor(
      'a replacement worker serves',
      async () => (host.workers.size > 2 ? true : undefined),
      180_000,
    )
    const second = await payoutRunner()
    if (original.has(second.pid)) {
      await settled(host, second.pid)
      process.kill(second.pid, 'SIGKILL')
      expect(await withdrawalPaid()).toBeLessThan(PAID_WITHIN_MS)
    }
    expect(original.has((await payoutRunner()).pid)).toBe(false)
    await expectNoJobRanTwiceAtOnce()
  }, 480_000)

  test('two hosts: kill -9 the payout job’s process, then its whole host; withdrawals are still paid', async () => {
    const [a] = hosts
    if (!a) throw new Error('the first test’s host is missing')
    const b = await startHost('b')
    expect(await withdrawalPaid()).toBeLessThan(PAID_WITHIN_MS)

    const first = await payoutRunner()
    await settled(first.host, first.pid)
    process.kill(first.pid, 'SIGKILL')
    expect(await withdrawalPaid()).toBeLessThan(PAID_WITHIN_MS)

    const second = await payoutRunner()
    expect(second.pid).not.toBe(first.pid)
    killHost(second.host)
    expect(await withdrawalPaid()).toBeLessThan(PAID_WITHIN_MS)
    const survivor = second.host === a ? b : a
    expect((await payoutRunner()).host).toBe(survivor)

    // The surviving host names the job in /readyz from the process that runs it.
    const named = await waitFor(
      'the runner names the job in /readyz',
      async () => {
        const answer = (await (await fetch(`${survivor.url}/readyz`, CLOSE)).json()) as {
          status: string
          jobs: string[]
        }
        return answer.jobs.includes('payouts') ? answer : undefined
      },
      30_000,
    )
    expect(named.status).toBe('ok')
    await expectNoJobRanTwiceAtOnce()
  }, 480_000)
})
