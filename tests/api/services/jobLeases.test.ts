import { randomUUID } from 'node:crypto'
import { jobLeases } from '@server/db/schema/jobs'
import { createJobRunner } from '@server/services/jobs'
import { beginTick, endTick, type LeaseHolder, takeLeases } from '@server/services/jobs/lease'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { sharedServer } from '../helpers'

const holder = (name: string): LeaseHolder => ({ id: randomUUID(), host: name, pid: 1 })
const newJob = () => `job-${randomUUID()}`
const quietLog = () => ({ info: vi.fn(), warn: vi.fn() })

describe('a periodic job’s lease', () => {
  const given = sharedServer()
  const rowOf = async (job: string) => {
    const [row] = await given.server.db.select().from(jobLeases).where(eq(jobLeases.job, job))
    if (!row) throw new Error(`no lease row for ${job}`)
    return row
  }
  /** As if the holder had stopped renewing `seconds` ago. */
  const age = (job: string) =>
    given.server.db
      .update(jobLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.job, job))

  test('is one process’s while it renews it, and the next to ask takes it once it has expired', async () => {
    const { db } = given.server
    const job = newJob()
    const [a, b] = [holder('host-a'), holder('host-b')]
    expect(await takeLeases(db, [job], a, 15)).toEqual(new Set([job]))
    expect(await takeLeases(db, [job], b, 15)).toEqual(new Set())
    expect(await takeLeases(db, [job], a, 15)).toEqual(new Set([job]))
    expect(await rowOf(job)).toMatchObject({ holder: a.id, host: 'host-a', term: 1 })

    await age(job)
    expect(await takeLeases(db, [job], b, 15)).toEqual(new Set([job]))
    expect(await rowOf(job)).toMatchObject({ holder: b.id, host: 'host-b', term: 2 })
    // The old holder can neither renew nor begin a tick.
    expect(await takeLeases(db, [job], a, 15)).toEqual(new Set())
    expect(await beginTick(db, job, a)).toBeNull()
  })

  test('a tick that ends after its process lost the lease is counted as an overlap; others are not', async () => {
    const { db } = given.server
    const job = newJob()
    const [a, b] = [holder('host-a'), holder('host-b')]
    await takeLeases(db, [job], a, 15)
    const first = await beginTick(db, job, a)
    expect(first).toBe(1)
    expect((await rowOf(job)).runningSince).not.toBeNull()
    await endTick(db, job, a, first as number, true)
    expect(await rowOf(job)).toMatchObject({ runs: 1, overlaps: 0, runningSince: null })
    expect((await rowOf(job)).lastSuccessAt).not.toBeNull()

    // a hangs in its second tick; b takes over and begins one; a wakes up and ends its own.
    const hung = (await beginTick(db, job, a)) as number
    await age(job)
    await takeLeases(db, [job], b, 15)
    expect((await rowOf(job)).runningSince).toBeNull()
    const taken = (await beginTick(db, job, b)) as number
    await endTick(db, job, a, hung, true)
    expect(await rowOf(job)).toMatchObject({ runs: 3, overlaps: 1 })
    // b's tick is still marked running: a's end did not clear it.
    expect((await rowOf(job)).runningSince).not.toBeNull()
    await endTick(db, job, b, taken, false)
    expect(await rowOf(job)).toMatchObject({ overlaps: 1, runningSince: null })
  })

  test('of many processes asking at once, exactly one gets each lease', async () => {
    const { db } = given.server
    const jobs = [newJob(), newJob(), newJob()]
    const holders = Array.from({ length: 12 }, (_, index) => holder(`host-${index}`))
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(holders.map((one) => takeLeases(db, jobs, one, 15)))
      for (const job of jobs) expect(answers.filter((held) => held.has(job))).toHaveLength(1)
      for (const job of jobs) await age(job)
    }
  })

  test('a runner takes a dead holder’s job within twice the lease, and runs its ticks there', async () => {
    const { db } = given.server
    const job = newJob()
    const dead = holder('gone')
    await takeLeases(db, [job], dead, 1)
    const since = Date.now()
    const runner = createJobRunner(db, { leaseSeconds: 1, log: quietLog() })
    const ticks: number[] = []
    const lease = runner.lease(job)
    const gained = new Promise<void>((resolve) => lease.onGained(resolve))
    await runner.start([job])
    expect(runner.held()).toEqual([])
    expect(await lease.run(async () => void ticks.push(1))).toBe(false)
    await gained
    expect(Date.now() - since).toBeLessThan(2_000)
    expect(runner.held()).toEqual([job])
    expect(await lease.run(async () => void ticks.push(2))).toBe(true)
    await expect(
      lease.run(async () => {
        throw new Error('the tick failed')
      }),
    ).rejects.toThrow('the tick failed')
    expect(ticks).toEqual([2])
    expect(await rowOf(job)).toMatchObject({ runs: 2, overlaps: 0, runningSince: null, term: 2 })

    // A clean stop gives the lease up: the next process takes it at its first try.
    await runner.stop()
    expect(await takeLeases(db, [job], holder('next'), 1)).toEqual(new Set([job]))
  })
})
