import { CODE_COUNTDOWN_SECONDS } from '@src/constants'
import { createCountdown, formatCountdown } from '@src/time/countdown'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

describe('formatCountdown', () => {
  it('shows HH:mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(60_000)).toBe('00:01:00')
    expect(formatCountdown(3_723_000)).toBe('01:02:03')
    expect(formatCountdown(100 * 3600_000)).toBe('100:00:00')
  })

  it('rounds a partial second up, so zero shows only at the end', () => {
    expect(formatCountdown(1)).toBe('00:00:01')
    expect(formatCountdown(59_001)).toBe('00:01:00')
  })

  it('shows zero for a time already past', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00')
  })
})

describe('createCountdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts the 60 s code countdown down second by second, then lets the player resend', () => {
    const ticks: number[] = []
    const done = vi.fn()
    createCountdown(CODE_COUNTDOWN_SECONDS, (s) => ticks.push(s), done)
    expect(ticks).toEqual([60])
    vi.advanceTimersByTime(59_000)
    expect(ticks).toHaveLength(60)
    expect(ticks.at(-1)).toBe(1)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(done).toHaveBeenCalledTimes(1)
    expect(ticks).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i))
    vi.advanceTimersByTime(5000)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('stops without finishing when cancelled', () => {
    const onTick = vi.fn()
    const done = vi.fn()
    const stop = createCountdown(10, onTick, done)
    vi.advanceTimersByTime(3000)
    stop()
    vi.advanceTimersByTime(20_000)
    expect(onTick).toHaveBeenCalledTimes(4)
    expect(onTick).toHaveBeenLastCalledWith(7)
    expect(done).not.toHaveBeenCalled()
  })

  it('follows the clock when timers fire late (a throttled background tab)', () => {
    const onTick = vi.fn()
    const done = vi.fn()
    createCountdown(60, onTick, done)
    vi.setSystemTime(Date.now() + 45_000) // the clock moves on while no timer runs
    vi.advanceTimersByTime(1000)
    expect(onTick).toHaveBeenLastCalledWith(14)
    vi.setSystemTime(Date.now() + 30_000)
    vi.advanceTimersByTime(1000)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('finishes at once for a countdown of zero seconds', () => {
    const onTick = vi.fn()
    const done = vi.fn()
    createCountdown(0, onTick, done)
    expect(onTick).not.toHaveBeenCalled()
    expect(done).toHaveBeenCalledTimes(1)
  })
})
