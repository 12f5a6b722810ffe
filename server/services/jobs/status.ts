import type { JobStatus } from '@src/contract/jobs'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { jobLeases } from '../../db/schema/jobs'

const iso = (date: Date | null): string | null => date?.toISOString() ?? null

/** Each of `jobs`, in that order, as its lease says (expired judged by the database's clock). */
export const jobStatuses = async (db: Db, jobs: readonly string[]): Promise<JobStatus[]> => {
  const rows =
    jobs.length === 0
      ? []
      : await db
          .select({ lease: jobLeases, live: sql<boolean>`${jobLeases.expiresAt} > now()` })
          .from(jobLeases)
          .where(inArray(jobLeases.job, [...jobs]))
  const byJob = new Map(rows.map((row) => [row.lease.job, row]))
  return jobs.map((job) => {
    const row = byJob.get(job)
    if (!row)
      return {
        job,
        state: 'none',
        holder: null,
        term: 0,
        heartbeatAt: null,
        expiresAt: null,
        runs: 0,
        runningSince: null,
        overlaps: 0,
        lastSuccessAt: null,
      }
    const { lease } = row
    return {
      job,
      state: row.live ? 'held' : 'expired',
      holder: { host: lease.host, pid: lease.pid },
      term: lease.term,
      heartbeatAt: iso(lease.heartbeatAt),
      expiresAt: iso(lease.expiresAt),
      runs: lease.runs,
      runningSince: iso(lease.runningSince),
      overlaps: lease.overlaps,
      lastSuccessAt: iso(lease.lastSuccessAt),
    }
  })
}
