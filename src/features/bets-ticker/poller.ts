export interface Poller {
  /** Runs the task now, then every `intervalMs` after each run settles; a second start does nothing. */
  start(): void
  /** Runs the task now and restarts the wait (a retry button). */
  now(): void
  stop(): void
}

/**
 * Repeats an async task with a gap between the end of one run and the start of the next, so runs never
 * overlap however slow the network is.
 */
export function createPoller(task: () => Promise<unknown>, intervalMs: number): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined
  let active = false
  let run = 0

  const tick = () => {
    clearTimeout(timer)
    timer = undefined
    const current = ++run
    task()
      .catch(() => undefined)
      .finally(() => {
        if (active && current === run) timer = setTimeout(tick, intervalMs)
      })
  }

  return {
    start() {
      if (active) return
      active = true
      tick()
    },
    now() {
      if (active) tick()
    },
    stop() {
      active = false
      clearTimeout(timer)
      timer = undefined
    },
  }
}
