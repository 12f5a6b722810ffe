import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTickerClock, type TickerPhase } from '../../../../src/features/bets-ticker/ticker-clock'

describe('createTickerClock', () => {
  let phases: TickerPhase[]
  const clock = (scrollMs = 16_000, restMs = 8_000) =>
    createTickerClock({ scrollMs, restMs, onPhase: (phase) => phases.push(phase) })

  beforeEach(() => {
    vi.useFakeTimers()
    phases = []
  })
  afterEach(() => vi.useRealTimers())

  it('scrolls for 16 s, rests for 8 s, then scrolls again', () => {
    clock().resume()
    expect(phases).toEqual(['scrolling'])
    vi.advanceTimersByTime(15_999)
    expect(phases).toEqual(['scrolling'])
    vi.advanceTimersByTime(1)
    expect(phases).toEqual(['scrolling', 'resting'])
    vi.advanceTimersByTime(7_999)
    expect(phases).toEqual(['scrolling', 'resting'])
    vi.advanceTimersByTime(1)
    expect(phases).toEqual(['scrolling', 'resting', 'scrolling'])
    vi.advanceTimersByTime(24_000 * 2)
    expect(phases).toHaveLength(7)
  })

  it('loops scroll after scroll when there is no rest', () => {
    clock(10_000, 0).resume()
    vi.advanceTimersByTime(30_000)
    expect(phases).toEqual(['scrolling', 'scrolling', 'scrolling', 'scrolling'])
  })

  it('continues a paused phase for exactly the time it had left', () => {
    const c = clock()
    c.resume()
    vi.advanceTimersByTime(10_000)
    c.pause()
    vi.advanceTimersByTime(60_000)
    expect(phases).toEqual(['scrolling'])
    c.resume()
    vi.advanceTimersByTime(5_999)
    expect(phases).toEqual(['scrolling'])
    vi.advanceTimersByTime(1)
    expect(phases).toEqual(['scrolling', 'resting'])
  })

  it('does nothing before the first resume, after stop, or when paused twice', () => {
    const c = clock()
    c.pause()
    vi.advanceTimersByTime(30_000)
    expect(phases).toEqual([])
    c.resume()
    c.pause()
    c.pause()
    c.resume()
    c.resume()
    expect(phases).toEqual(['scrolling'])
    c.stop()
    c.resume()
    vi.advanceTimersByTime(60_000)
    expect(phases).toEqual(['scrolling'])
  })
})
