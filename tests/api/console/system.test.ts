import { randomUUID } from 'node:crypto'
import { jobLeases } from '@server/db/schema/jobs'
import { JOBS } from '@server/jobs'
import { beginTick, endTick, takeLeases } from '@server/services/jobs/lease'
import type { JobStatusList } from '@src/contract/jobs'
import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, operatorToken, sharedServer } from '../helpers'

const given = sharedServer()

const jobs = async () =>
  (
    await call<JobStatusList>(given.server.app, 'admin/jobs', undefined, {
      token: await operatorToken(given.server),
    })
  ).data

test('the system page lists every declared job with its runner, and one whose holder stopped as without a runner', async () => {
  const { db } = given.server
  const before = await jobs()
  expect(before.list.map((job) => job.job)).toEqual(JOBS.map((job) => job.name))
  expect(before.leaseSeconds).toBe(given.server.config.jobLeaseSeconds)
  expect(before.list.find((job) => job.job === 'races')).toMatchObject({
    state: 'none',
    holder: null,
    runs: 0,
  })

  const holder = { id: randomUUID(), host: 'host-a', pid: 4242 }
  await takeLeases(db, ['races'], holder, 15)
  const tick = await beginTick(db, 'races', holder)
  await endTick(db, 'races', holder, tick as number, true)
  const held = (await jobs()).list.find((job) => job.job === 'races')
  expect(held).toMatchObject({ state: 'held', holder: { host: 'host-a', pid: 4242 }, runs: 1, overlaps: 0 })
  expect(held?.lastSuccessAt).not.toBeNull()

  // The holder stops renewing: the job has no runner until another process takes it.
  await db
    .update(jobLeases)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(jobLeases.job, 'races'))
  expect((await jobs()).list.find((job) => job.job === 'races')).toMatchObject({
    state: 'expired',
    holder: { host: 'host-a', pid: 4242 },
  })
})
