import type { Db } from '../../db'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import { advanceCrash, type CrashTiming, DEFAULT_TIMING } from './rounds'

/** The lease's tick: each one steps the game for about this long, sleeping until each step is due. */
const TICK_MS = 1_000

/**
 * The crash game's loop (server/jobs.ts, job 'crash'): a tick every second in the process that holds the job's
 * lease, which steps the game (advanceCrash) whenever a step is due (the flight's start, automatic cash-outs
 * coming due at most 200 ms apart, the crash, the next round) and sleeps in between, so that a round in flight
 * costs the database a few statements a step and an idle game one a second. Nothing of a round's outcome depends on
 * when a step runs: its times are in its row, a bet's fate is decided by them (docs/games.md, Crash: rounds and
 * money); a new holder after a failover settles what the last one left exactly as it would have, and a tick that
 * ran on briefly after its lease was lost only repeats a step.
 */
export const startCrashJob = (
  db: Db,
  log: JobLog,
  lease: JobLease,
  timing: CrashTiming = DEFAULT_TIMING,
): Job => {
  let stopping = false
  const job = startJob(
    { everyMs: TICK_MS, atStart: true, log, failure: 'crash round step failed', lease },
    async () => {
      const until = Date.now() + TICK_MS - 50
      while (!stopping && Date.now() < until) {
        const wait = await advanceCrash(db, timing)
        if (Date.now() + wait >= until) break
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    },
  )
  return {
    stop: async () => {
      stopping = true
      await job.stop()
    },
  }
}
