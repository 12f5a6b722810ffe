/** Where a job writes what it did and why it failed (the server's logger). */
export interface JobLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

/** A started job: stop() waits for a run under way, so the database can close after it. */
export interface Job {
  stop: () => Promise<void>
}

/** What a process that runs no such job holds (nothing configured for it). */
export const NO_JOB: Job = { stop: async () => undefined }

/** One job's lease as its schedule sees it. */
export interface JobLease {
  /**
   * Runs `work` as one tick of the job if this process holds the job's lease, marked in the database from
   * its start to its end; answers whether it ran. An error of `work` passes through once the tick is marked.
   */
  run(work: () => Promise<void>): Promise<boolean>
  /** `listener` runs each time this process becomes the job's runner: at start, or taking over. */
  onGained(listener: () => void): void
}

/**
 * Runs `work` every `everyMs` while this process holds the job's `lease`, and at once when it becomes the
 * job's runner if `atStart` ('start', then 'schedule'), one run at a time; a run that throws is logged as
 * `failure` and the next one comes as planned. The timer does not hold the process open.
 */
export const startJob = (
  {
    everyMs,
    atStart,
    log,
    failure,
    lease,
  }: { everyMs: number; atStart: boolean; log: JobLog; failure: string; lease: JobLease },
  work: (trigger: 'start' | 'schedule') => Promise<void>,
): Job => {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const run = (trigger: 'start' | 'schedule') => {
    if (stopped) return
    running = running
      .then(() => lease.run(() => work(trigger)))
      .catch((error: unknown) => log.warn({ err: error }, failure))
  }
  if (atStart) lease.onGained(() => run('start'))
  const timer = setInterval(() => run('schedule'), everyMs)
  timer.unref()
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
