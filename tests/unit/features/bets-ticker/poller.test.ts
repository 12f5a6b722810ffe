import { createPoller } from '@src/features/bets-ticker/poller'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

describe('createPoller', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, then waits the interval after each run settles', async () => {
    const task = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 3_000)))
    const poller = createPoller(task, 24_000)
    poller.start()
    poller.start()
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(3_000 + 23_999)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    poller.stop()
  })

  it('keeps polling after a failed run', async () => {
    const task = vi.fn(() => Promise.reject(new Error('offline')))
    const poller = createPoller(task, 1_000)
    poller.start()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(task).toHaveBeenCalledTimes(3)
    poller.stop()
  })

  it('stops for good, and a manual run restarts the wait', async () => {
    const task = vi.fn(() => Promise.resolve())
    const poller = createPoller(task, 1_000)
    poller.start()
    await vi.advanceTimersByTimeAsync(600)
    poller.now()
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(999)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(3)
    poller.stop()
    poller.now()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(task).toHaveBeenCalledTimes(3)
  })
})
