import { useLate } from '@src/features/loading/use-late'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../render-hook'

describe('useLate', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('turns true only after 200 ms of waiting, and never flashes on the next wait', () => {
    const { result, rerender, unmount } = renderHook<boolean, boolean>((waiting) => useLate(waiting), true)
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender(false)
    expect(result.current).toBe(false)
    rerender(true)
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBe(true)
    unmount()
  })
})
