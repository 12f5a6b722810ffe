import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { jobLeases } from '../../db/schema/jobs'

/*
 * The jobs' leases in PostgreSQL (db/schema/jobs.ts), one row per job, every instant by the database's clock
 * so the hosts' clocks never matter. A row is taken in one conditional upsert: the row is locked while the
 * condition is read, so of processes asking at once exactly one gets a free or expired lease.
 */

/** A process competing for leases: a random id of its own (a pid is reused), and where it runs. */
export interface LeaseHolder {
  id: string
  host: string
  pid: number
}

export const thisProcess = (): LeaseHolder => ({ id: randomUUID(), host: hostname(), pid: process.pid })

/**
 * Takes or renews the leases of `jobs` for `seconds` from now: those without a row, those this holder has,
 * and those whose lease expired. Answers the jobs this holder holds now.
 */
export const takeLeases = async (
  db: Db,
  jobs: readonly string[],
  holder: LeaseHolder,
  seconds: number,
): Promise<Set<string>> => {
  if (jobs.length === 0) return new Set()
  const same = sql`${jobLeases.holder} = excluded.holder`
  const taken = await db
    .insert(jobLeases)
    .values(
      jobs.map((job) => ({
        job,
        holder: holder.id,
        host: holder.host,
        pid: holder.pid,
        expiresAt: sql`now() + make_interval(secs => ${seconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: jobLeases.job,
      set: {
        holder: sql`excluded.holder`,
        host: sql`excluded.host`,
        pid: sql`excluded.pid`,
        heartbeatAt: sql`now()`,
        expiresAt: sql`excluded.expires_at`,
        term: sql`case when ${same} then ${jobLeases.term} else ${jobLeases.term} + 1 end`,
        acquiredAt: sql`case when ${same} then ${jobLeases.acquiredAt} else now() end`,
        // The previous holder's tick, if it was in one, is no longer this term's.
        runningSince: sql`case when ${same} then ${jobLeases.runningSince} end`,
      },
      setWhere: sql`${same} or ${jobLeases.expiresAt} <= now()`,
    })
    .returning({ job: jobLeases.job })
  return new Set(taken.map((row) => row.job))
}

/**
 * Marks a tick of `job` begun, if `holder` still holds a live lease on it: answers the lease's term to end
 * the tick with, or null when the lease is gone (the tick must not run).
 */
export const beginTick = async (db: Db, job: string, holder: LeaseHolder): Promise<number | null> => {
  const [row] = await db
    .update(jobLeases)
    .set({ runs: sql`${jobLeases.runs} + 1`, runningSince: sql`now()` })
    .where(and(eq(jobLeases.job, job), eq(jobLeases.holder, holder.id), gt(jobLeases.expiresAt, sql`now()`)))
    .returning({ term: jobLeases.term })
  return row?.term ?? null
}

/**
 * Marks the tick begun under `term` ended. A tick that ends after its process lost the lease (another took
 * it, even if this process took it back since) counts as an overlap: it may have run beside another's.
 */
export const endTick = async (
  db: Db,
  job: string,
  holder: LeaseHolder,
  term: number,
  succeeded: boolean,
): Promise<void> => {
  const ours = sql`(${jobLeases.holder} = ${holder.id} and ${jobLeases.term} = ${term})`
  await db
    .update(jobLeases)
    .set({
      runningSince: sql`case when ${ours} then null else ${jobLeases.runningSince} end`,
      overlaps: sql`${jobLeases.overlaps} + case when ${ours} then 0 else 1 end`,
      ...(succeeded ? { lastSuccessAt: sql`now()` } : {}),
    })
    .where(eq(jobLeases.job, job))
}

/** Gives up the leases `holder` has (a clean stop), so another process takes the jobs at its next try. */
export const releaseLeases = async (db: Db, holder: LeaseHolder): Promise<void> => {
  await db
    .update(jobLeases)
    .set({ expiresAt: sql`now()`, runningSince: null })
    .where(eq(jobLeases.holder, holder.id))
}

/** Seconds since each of `jobs` last ran a tick to its end without an error (jobs never run are absent). */
export const secondsSinceSuccess = async (db: Db, jobs: readonly string[]): Promise<Map<string, number>> => {
  if (jobs.length === 0) return new Map()
  const rows = await db
    .select({
      job: jobLeases.job,
      seconds: sql<number>`extract(epoch from now() - ${jobLeases.lastSuccessAt})::float8`,
    })
    .from(jobLeases)
    .where(and(inArray(jobLeases.job, [...jobs]), isNotNull(jobLeases.lastSuccessAt)))
  return new Map(rows.map((row) => [row.job, Number(row.seconds)]))
}
