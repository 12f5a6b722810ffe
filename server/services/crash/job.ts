import type { Db } from '../../db'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import { advanceCrash, type CrashTiming, DEFAULT_TIMING } from './rounds'

/** How often the loop looks at the clock: the lateness of a phase's announcement and of an automatic cash-out's payment. */
const CRASH_TICK_MS = 100

/**
 * The crash game's loop (server/jobs.ts, job 'crash'): advanceCrash every CRASH_TICK_MS in the process that
 * holds the job's lease. Nothing of a round's outcome depends on when a tick runs: its times are in its row, a
 * bet's fate is decided by them (docs/games.md, Crash: rounds and money); a new holder after a failover settles
 * what the last one left exactly as it would have.
 */
export const startCrashJob = (
  db: Db,
  log: JobLog,
  lease: JobLease,
  timing: CrashTiming = DEFAULT_TIMING,
): Job =>
  startJob({ everyMs: CRASH_TICK_MS, atStart: true, log, failure: 'crash round step failed', lease }, () =>
    advanceCrash(db, timing),
  )
