import { useDebouncedValue } from '@src/features/game-grid/use-debounced-value'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../render-hook'

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('settles 300 ms after the last change, skipping the values typed in between', () => {
    const seen: string[] = []
    const { result, rerender, unmount } = renderHook<string, string>((value) => {
      const settled = useDebouncedValue(value)
      if (seen.at(-1) !== settled) seen.push(settled)
      return settled
    }, '')
    for (const value of ['f', 'fa', 'far', 'fara']) {
      rerender(value)
      act(() => vi.advanceTimersByTime(200))
    }
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(99))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('fara')
    expect(seen).toEqual(['', 'fara'])
    unmount()
  })
})
