import type { Db } from '../../db'
import { type JobSource, jobSources } from '../../metrics'
import { beginTick, endTick, releaseLeases, secondsSinceSuccess, takeLeases, thisProcess } from './lease'
import type { JobLease, JobLog } from './schedule'

/** A process's competition for its jobs' leases. */
export interface JobRunner {
  lease(job: string): JobLease
  /** Competes for the leases of `jobs`: takes the free ones now, then tries again every third of the lease. */
  start(jobs: readonly string[]): Promise<void>
  /** The jobs this process runs now. */
  held(): string[]
  /** Stops competing and gives up the leases held (call once the jobs' ticks have ended). */
  stop(): Promise<void>
}

/**
 * The runner of a process's jobs. Every live process tries for every job every third of `leaseSeconds`; the
 * holder's try renews its lease, and a lease its holder stopped renewing (dead, hung) is taken by the next
 * try after it expires: within about 1⅓ lease times of the holder's last renewal.
 */
export const createJobRunner = (
  db: Db,
  { leaseSeconds, log }: { leaseSeconds: number; log: JobLog },
): JobRunner => {
  const holder = thisProcess()
  const leaseMs = leaseSeconds * 1000
  /** The jobs held, each until its lease runs out by this process's clock (from before it was asked). */
  const heldUntil = new Map<string, number>()
  const listeners = new Map<string, (() => void)[]>()
  let jobs: readonly string[] = []
  let timer: NodeJS.Timeout | undefined
  let beat: Promise<void> | undefined

  const holds = (job: string) => (heldUntil.get(job) ?? 0) > Date.now()

  const heartbeat = async () => {
    const askedAt = Date.now()
    let taken: Set<string>
    try {
      taken = await takeLeases(db, jobs, holder, leaseSeconds)
    } catch (error) {
      log.warn({ err: error }, 'job leases not renewed; the next try follows')
      return
    }
    for (const job of jobs) {
      const had = holds(job)
      if (taken.has(job)) {
        heldUntil.set(job, askedAt + leaseMs)
        if (had) continue
        log.info({ job }, 'job runs in this process')
        for (const listener of listeners.get(job) ?? []) listener()
      } else {
        heldUntil.delete(job)
        if (had) log.warn({ job }, 'job lease lost to another process')
      }
    }
  }
  const tick = () => {
    // A try still waiting for the database is not doubled.
    beat ??= heartbeat().finally(() => {
      beat = undefined
    })
    return beat
  }

  const source: JobSource = {
    held: () => jobs.map((job) => ({ job, held: holds(job) })),
    secondsSinceSuccess: () => secondsSinceSuccess(db, jobs),
  }

  return {
    lease: (job) => ({
      run: async (work) => {
        if (!holds(job)) return false
        const term = await beginTick(db, job, holder)
        if (term === null) {
          heldUntil.delete(job)
          return false
        }
        let succeeded = false
        try {
          await work()
          succeeded = true
        } finally {
          await endTick(db, job, holder, term, succeeded)
        }
        return true
      },
      onGained: (listener) => {
        listeners.set(job, [...(listeners.get(job) ?? []), listener])
      },
    }),
    start: async (names) => {
      jobs = names
      jobSources.add(source)
      timer = setInterval(tick, leaseMs / 3)
      timer.unref()
      await tick()
    },
    held: () => jobs.filter(holds),
    stop: async () => {
      clearInterval(timer)
      await beat
      jobSources.delete(source)
      heldUntil.clear()
      await releaseLeases(db, holder)
    },
  }
}
