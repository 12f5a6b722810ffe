import { useRemaining } from '@src/features/money/use-remaining'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../render-hook'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('useRemaining', () => {
  it('counts down each second to zero and stays there', () => {
    const { result, unmount } = renderHook(useRemaining, Date.now() + 2_500)
    expect(result.current).toBe(2_500)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(1_500)
    act(() => vi.advanceTimersByTime(5_000))
    expect(result.current).toBe(0)
    unmount()
  })

  it('reads the clock, so time spent in a throttled background tab is not lost', () => {
    const { result, unmount } = renderHook(useRemaining, Date.now() + 60_000)
    vi.setSystemTime(Date.now() + 30_000)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(29_000)
    unmount()
  })

  it('gives 0 without a deadline', () => {
    const { result, unmount } = renderHook(useRemaining, null)
    expect(result.current).toBe(0)
    unmount()
  })
})
