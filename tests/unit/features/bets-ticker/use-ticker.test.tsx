import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTicker } from '../../../../src/features/bets-ticker/use-ticker'
import { renderHook } from '../render-hook'

const OPTIONS = { visibleRows: 2, scrollMs: 16_000, restMs: 8_000 }
const A = ['a1', 'a2', 'a3']
const B = ['b1', 'b2', 'b3']

/** Reports every observed element as on screen, as the ticker sits in the viewport. */
class OnScreen {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.report([{ isIntersecting: true }])
  }
  disconnect() {}
}

function mount(rows: readonly string[]) {
  // The hook observes the element its `viewport.ref` is put on; give it one, as the markup would.
  return renderHook((props: readonly string[]) => {
    const ticker = useTicker<string, HTMLDivElement>(props, OPTIONS)
    ticker.viewport.ref.current ??= document.createElement('div')
    return ticker
  }, rows)
}

describe('useTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', OnScreen)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('scrolls when there are more rows than the window, and takes new rows only back at the top', () => {
    const { result, rerender, unmount } = mount(A)
    expect(result.current.moving).toBe(true)
    expect(result.current.track['data-phase']).toBe('scrolling')
    rerender(B)
    act(() => vi.advanceTimersByTime(15_000))
    expect(result.current.shown).toEqual(A)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current.track['data-phase']).toBe('resting')
    expect(result.current.shown).toEqual(B)
    unmount()
  })

  it('stands still, showing new rows at once, when they fit the window', () => {
    const { result, rerender, unmount } = mount(['x'])
    expect(result.current.moving).toBe(false)
    expect(result.current.track['data-phase']).toBe('still')
    rerender(['y', 'z'])
    expect(result.current.shown).toEqual(['y', 'z'])
    unmount()
  })

  it('stands still when the player prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }))
    const { result, unmount } = mount(A)
    expect(result.current.moving).toBe(false)
    expect(result.current.track['data-phase']).toBe('still')
    unmount()
  })

  it('pauses while the player holds it, and goes on for the time it had left', () => {
    const { result, unmount } = mount(A)
    act(() => vi.advanceTimersByTime(10_000))
    act(() => result.current.viewport.onPointerDown())
    expect(result.current.track['data-paused']).toBe(true)
    act(() => vi.advanceTimersByTime(30_000))
    expect(result.current.track['data-phase']).toBe('scrolling')
    act(() => result.current.viewport.onPointerUp({ pointerType: 'touch' }))
    act(() => vi.advanceTimersByTime(6_000))
    expect(result.current.track['data-phase']).toBe('resting')
    unmount()
  })
})
