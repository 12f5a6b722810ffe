import { WINNER_TICKER_INTERVAL_MS, WINNER_TICKER_SCROLL_MS } from '@src/constants'
import { betsTickerCss } from '@src/features/bets-ticker/bets-ticker.styles'
import { TICKER_CYCLE_MS, useTicker } from '@src/features/bets-ticker/use-ticker'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../render-hook'

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
    const ticker = useTicker<string, HTMLDivElement>(props, 2)
    ticker.viewport.ref.current ??= document.createElement('div')
    return ticker
  }, rows)
}

describe('useTicker', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', OnScreen))
  afterEach(() => vi.unstubAllGlobals())

  it('scrolls when there are more rows than the window, and takes new rows only back at the top', () => {
    const { result, rerender, unmount } = mount(A)
    expect(result.current.moving).toBe(true)
    expect(result.current.track['data-moving']).toBe(true)
    rerender(B)
    // Mid-scroll the rows stay; the end of the cycle (the list back at the top) brings the new ones.
    expect(result.current.shown).toEqual(A)
    act(() => result.current.track.onAnimationIteration())
    expect(result.current.shown).toEqual(B)
    unmount()
  })

  it('stands still, showing new rows at once, when they fit the window', () => {
    const { result, rerender, unmount } = mount(['x'])
    expect(result.current.moving).toBe(false)
    expect(result.current.track['data-moving']).toBeUndefined()
    rerender(['y', 'z'])
    expect(result.current.shown).toEqual(['y', 'z'])
    unmount()
  })

  it('stands still when the player prefers reduced motion, and shows new rows at once', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }))
    const { result, rerender, unmount } = mount(A)
    expect(result.current.moving).toBe(false)
    expect(result.current.track['data-moving']).toBeUndefined()
    rerender(B)
    expect(result.current.shown).toEqual(B)
    unmount()
  })

  it('pauses while the player holds it and goes on when they let go; a mouse pauses while it hovers', () => {
    const { result, unmount } = mount(A)
    expect(result.current.track['data-paused']).toBeUndefined()
    act(() => result.current.viewport.onPointerDown())
    expect(result.current.track['data-paused']).toBe(true)
    act(() => result.current.viewport.onPointerUp({ pointerType: 'touch' }))
    expect(result.current.track['data-paused']).toBeUndefined()
    act(() => result.current.viewport.onPointerEnter())
    act(() => result.current.viewport.onPointerUp({ pointerType: 'mouse' }))
    expect(result.current.track['data-paused']).toBe(true)
    act(() => result.current.viewport.onPointerLeave())
    expect(result.current.track['data-paused']).toBeUndefined()
    unmount()
  })

  it('pauses while the tab is hidden', () => {
    const { result, unmount } = mount(A)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(result.current.track['data-paused']).toBe(true)
    vi.restoreAllMocks()
    unmount()
  })
})

describe('the ticker cycle (spec §4)', () => {
  it('lasts the 16 s scroll and the 8 s rest, and its keyframes end the scroll at that share of it', () => {
    expect(TICKER_CYCLE_MS).toBe(WINNER_TICKER_SCROLL_MS + WINNER_TICKER_INTERVAL_MS)
    const keyframes = betsTickerCss.slice(betsTickerCss.indexOf('@keyframes ficha-ticker-cycle'))
    const scrollEnds = Number(/([\d.]+)%\s*{\s*transform:\s*translateY\(-50%\)/.exec(keyframes)?.[1])
    expect(scrollEnds).toBeCloseTo((WINNER_TICKER_SCROLL_MS / TICKER_CYCLE_MS) * 100, 2)
  })
})
