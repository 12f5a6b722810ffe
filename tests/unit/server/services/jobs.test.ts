import { type JobLease, startJob } from '@server/services/jobs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() })

/** A lease this process holds or not as `held` says; gain() makes it the runner, as the runner's try does. */
const testLease = (held = true) => {
  const listeners: (() => void)[] = []
  const lease = {
    held,
    run: async (work: () => Promise<void>) => {
      if (!lease.held) return false
      await work()
      return true
    },
    onGained: (listener: () => void) => {
      listeners.push(listener)
    },
    gain: () => {
      lease.held = true
      for (const listener of listeners) listener()
    },
  }
  return lease satisfies JobLease
}

describe('startJob', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs when it becomes the runner, then on the schedule, one run at a time', async () => {
    const lease = testLease(false)
    const triggers: string[] = []
    let inFlight = 0
    let most = 0
    const job = startJob(
      { everyMs: 1_000, atStart: true, log: quietLog(), failure: 'failed', lease },
      async (trigger) => {
        inFlight += 1
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        inFlight -= 1
        triggers.push(trigger)
      },
    )
    lease.gain()
    await vi.advanceTimersByTimeAsync(4_600)
    // The runs already queued still finish, one after the other.
    const stopped = job.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    await stopped
    expect(triggers.slice(0, 3)).toEqual(['start', 'schedule', 'schedule'])
    expect(most).toBe(1)
  })

  it('logs a failed run and runs the next one; without atStart the first run waits for the schedule', async () => {
    const log = quietLog()
    const work = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined)
    const job = startJob(
      { everyMs: 1_000, atStart: false, log, failure: 'the job failed', lease: testLease() },
      work,
    )
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2_000)
    await job.stop()
    expect(work).toHaveBeenCalledTimes(2)
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the job failed')
  })

  it('stop() waits for the run under way and ends the schedule', async () => {
    let finished = false
    const work = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      finished = true
    })
    const lease = testLease(false)
    const job = startJob({ everyMs: 1_000, atStart: true, log: quietLog(), failure: 'failed', lease }, work)
    lease.gain()
    const stopped = job.stop()
    await vi.advanceTimersByTimeAsync(500)
    await stopped
    expect(finished).toBe(true)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs no tick while another process holds the lease, and starts when it takes the job over', async () => {
    const lease = testLease(false)
    const work = vi.fn(async (_trigger: 'start' | 'schedule') => undefined)
    const job = startJob({ everyMs: 1_000, atStart: true, log: quietLog(), failure: 'failed', lease }, work)
    await vi.advanceTimersByTimeAsync(3_500)
    expect(work).not.toHaveBeenCalled()
    lease.gain()
    await vi.advanceTimersByTimeAsync(0)
    expect(work).toHaveBeenCalledWith('start')
    await vi.advanceTimersByTimeAsync(1_000)
    await job.stop()
    expect(work.mock.calls.map(([trigger]) => trigger)).toEqual(['start', 'schedule'])
  })
})
