import { defineTitle, type SlotTitle, strip, titleProblems } from '@server/games/engine/model'
import { outcomeOfStops } from '@server/games/engine/outcome'
import { TITLES } from '@server/games/titles'
import { describe, expect, it } from 'vitest'

// Three reels of one row, one line: the stops pick the symbols directly.
const tiny: SlotTitle = {
  slug: 'tiny',
  volatility: 'low',
  rows: 1,
  symbols: ['A', 'B', 'W', 'S'].map((id) => ({ id, art: id })),
  reels: [strip('A B W S'), strip('A B W S'), strip('A B W S')],
  paylines: [[0, 0, 0]],
  paytable: { A: { 3: 5 }, B: { 2: 1, 3: 10 }, W: { 2: 4, 3: 50 } },
  wild: 'W',
  scatter: { symbol: 'S', pays: { 2: 2, 3: 20 } },
}
const A = 0
const B = 1
const W = 2
const S = 3
const multiplierOf = (stops: number[]) => outcomeOfStops(tiny, stops).multiplier

describe('what a grid pays', () => {
  it('three of a kind on a line pay the paytable, left to right from the first reel', () => {
    expect(outcomeOfStops(tiny, [A, A, A]).lineWins).toEqual([{ line: 0, symbol: 'A', count: 3, pays: 5 }])
    expect(multiplierOf([B, A, A])).toBe(0)
    expect(multiplierOf([B, B, A])).toBe(1)
  })

  it('the wild stands in for any symbol but the scatter, and pays alone when that pays more', () => {
    expect(multiplierOf([W, A, A])).toBe(5)
    expect(multiplierOf([A, W, A])).toBe(5)
    expect(multiplierOf([W, W, B])).toBe(10) // B three of a kind (10) beats two wilds (4)
    expect(multiplierOf([W, W, A])).toBe(5) // A three of a kind (5) beats two wilds (4)
    expect(multiplierOf([W, W, W])).toBe(50)
    expect(outcomeOfStops(tiny, [W, W, S]).lineWins).toEqual([{ line: 0, symbol: 'W', count: 2, pays: 4 }])
  })

  it('scatters pay anywhere on the total bet and never on a line', () => {
    const outcome = outcomeOfStops(tiny, [S, A, S])
    expect(outcome.lineWins).toEqual([])
    expect(outcome.scatterWin).toEqual({ symbol: 'S', count: 2, pays: 2 })
    expect(multiplierOf([S, S, S])).toBe(20)
  })

  it('a reel shows consecutive strip symbols from its stop, wrapping round at the end', () => {
    const tall = { ...tiny, rows: 3, paylines: [[2, 2, 2]] }
    const outcome = outcomeOfStops(tall, [3, 3, 3])
    expect(outcome.grid).toEqual([
      ['S', 'A', 'B'],
      ['S', 'A', 'B'],
      ['S', 'A', 'B'],
    ])
    expect(outcome.lineWins).toEqual([{ line: 0, symbol: 'B', count: 3, pays: 10 }])
  })
})

describe('titles are checked data', () => {
  it.each(TITLES.map((title) => [title.slug, title] as const))('%s is consistent', (_, title) => {
    expect(titleProblems(title)).toEqual([])
  })

  it('a typo in a symbol id, a line off the grid or a fractional pay is refused when the title loads', () => {
    expect(() => defineTitle({ ...tiny, reels: [strip('A B'), strip('A C'), strip('A B')] })).toThrow(
      'unknown C',
    )
    expect(() => defineTitle({ ...tiny, paylines: [[0, 1, 0]] })).toThrow('payline 0 does not fit')
    expect(() => defineTitle({ ...tiny, paytable: { A: { 3: 2.5 } } })).toThrow('pays of A')
  })

  it('every title has a description of each symbol for the artist', () => {
    for (const title of TITLES) {
      for (const symbol of title.symbols) expect(symbol.art.length).toBeGreaterThan(10)
    }
  })
})
