/** The server's periodic jobs (sync, reconciliation, payouts, settlements, brazil files), started by main.ts. */

/** Where a job writes what it did and why it failed (the server's logger). */
export interface JobLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

/** A started job: stop() waits for a run under way, so the database can close after it. */
export interface Job {
  stop: () => Promise<void>
}

/** What a process that runs no such job holds (not the first process, or nothing configured). */
export const NO_JOB: Job = { stop: async () => undefined }

/**
 * Runs `work` every `everyMs`, and at once first when `atStart` ('start', then 'schedule'), one run at a
 * time; a run that throws is logged as `failure` and the next one comes as planned. The timer does not hold
 * the process open.
 */
export const startJob = (
  { everyMs, atStart, log, failure }: { everyMs: number; atStart: boolean; log: JobLog; failure: string },
  work: (trigger: 'start' | 'schedule') => Promise<void>,
): Job => {
  let running: Promise<unknown> = Promise.resolve()
  const run = (trigger: 'start' | 'schedule') => {
    running = running.then(() => work(trigger)).catch((error: unknown) => log.warn({ err: error }, failure))
  }
  if (atStart) run('start')
  const timer = setInterval(() => run('schedule'), everyMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
