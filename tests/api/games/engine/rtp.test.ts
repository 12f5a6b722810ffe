import type { SlotTitle } from '@server/games/engine/model'
import { outcomeOfStops } from '@server/games/engine/outcome'
import { exactRtp, fraction, winDistribution } from '@server/games/engine/rtp'
import { TITLES } from '@server/games/titles'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const symbols = (ids: string) => ids.split(' ').map((id) => ({ id, art: id }))
const oneLine = (
  reels: string[][],
  paytable: SlotTitle['paytable'],
  extra: Partial<SlotTitle> = {},
): SlotTitle => ({
  slug: 'hand-made',
  volatility: 'low',
  rows: 1,
  symbols: symbols('A B W S'),
  reels,
  paylines: [reels.map(() => 0)],
  paytable,
  ...extra,
})

describe('exact RTP on models small enough to work out by hand', () => {
  it('plain line: P(AAA) = 1/2·1/2·2/3 pays 10, P(BBB) = 1/12 pays 4 → RTP 2, hit 1/4, SD √14', () => {
    const title = oneLine(
      [
        ['A', 'B'],
        ['A', 'B'],
        ['A', 'A', 'B'],
      ],
      { A: { 3: 10 }, B: { 3: 4 } },
    )
    const result = exactRtp(title)
    expect(result.rtp).toEqual(fraction(2n, 1n))
    expect(result.percent).toBe(200)
    expect(result.hitFrequency).toEqual(fraction(1n, 4n))
    expect(result.standardDeviation).toBeCloseTo(Math.sqrt(14), 12)
    expect(result.combinations).toBe(12n)
  })

  it('wild and scatter: the eight grids pay 5, 3, 5, 3, 5, 3, 20, 23 → RTP 67/8, every spin a hit', () => {
    const title = oneLine(
      [
        ['A', 'W'],
        ['A', 'W'],
        ['A', 'S'],
      ],
      { A: { 3: 5 }, W: { 2: 20 } },
      { wild: 'W', scatter: { symbol: 'S', pays: { 1: 3 } } },
    )
    const result = exactRtp(title)
    expect(result.rtp).toEqual(fraction(67n, 8n))
    expect(result.hitFrequency).toEqual(fraction(1n, 1n))
    expect(result.maxWin).toBe(23)
  })

  it('two lines on stacked rows win together: RTP 1/3, hit 1/9, SD √8/3 (not the independent-lines figure)', () => {
    const reel = ['A', 'B', 'C']
    const title: SlotTitle = {
      ...oneLine([reel, reel, reel], { A: { 3: 3 }, B: { 3: 3 }, C: { 3: 3 } }),
      symbols: symbols('A B C'),
      rows: 2,
      paylines: [
        [0, 0, 0],
        [1, 1, 1],
      ],
    }
    const result = exactRtp(title)
    expect(result.rtp).toEqual(fraction(1n, 3n))
    expect(result.hitFrequency).toEqual(fraction(1n, 9n))
    expect(result.standardDeviation).toBeCloseTo(Math.sqrt(8) / 3, 12)
  })
})

/** Random small titles: up to 3 reels of up to 4 stops, 1-3 rows, 1-4 lines, optional wild and scatter. */
const smallTitle = fc
  .record({
    reels: fc.integer({ min: 1, max: 3 }),
    rows: fc.integer({ min: 1, max: 3 }),
    wild: fc.boolean(),
    scatter: fc.boolean(),
  })
  .chain(({ reels, rows, wild, scatter }) => {
    const ids = ['A', 'B', 'C', ...(wild ? ['W'] : []), ...(scatter ? ['S'] : [])]
    const pays = fc.dictionary(
      fc.integer({ min: 1, max: reels }).map(String),
      fc.integer({ min: 1, max: 50 }),
    )
    return fc.record({
      slug: fc.constant('random'),
      volatility: fc.constant('low' as const),
      rows: fc.constant(rows),
      symbols: fc.constant(ids.map((id) => ({ id, art: id }))),
      reels: fc.array(fc.array(fc.constantFrom(...ids), { minLength: rows, maxLength: 4 }), {
        minLength: reels,
        maxLength: reels,
      }),
      paylines: fc.array(
        fc.array(fc.integer({ min: 0, max: rows - 1 }), { minLength: reels, maxLength: reels }),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      paytable: fc.record({ A: pays, B: pays, C: pays, ...(wild ? { W: pays } : {}) }),
      ...(wild ? { wild: fc.constant('W') } : {}),
      ...(scatter ? { scatter: fc.record({ symbol: fc.constant('S'), pays }) } : {}),
    })
  })

const everyStopCombination = (title: SlotTitle): number[][] =>
  title.reels.reduce<number[][]>(
    (combinations, strip) => combinations.flatMap((stops) => strip.map((_, stop) => [...stops, stop])),
    [[]],
  )

describe('the exact enumeration agrees with the spin', () => {
  it('on random small titles, the win distribution is what playing every stop combination gives', () => {
    fc.assert(
      fc.property(smallTitle, (title) => {
        const played = new Map<number, number>()
        for (const stops of everyStopCombination(title)) {
          const { multiplier } = outcomeOfStops(title, stops)
          played.set(multiplier, (played.get(multiplier) ?? 0) + 1)
        }
        expect(winDistribution(title)).toEqual(played)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the titles', () => {
  const results = TITLES.map((title) => ({ title, result: exactRtp(title) }))

  it('each returns between 94 % and 97 %, and no two the same', () => {
    for (const { result } of results) {
      expect(result.percent).toBeGreaterThanOrEqual(94)
      expect(result.percent).toBeLessThanOrEqual(97)
    }
    expect(new Set(results.map(({ result }) => result.percent)).size).toBe(TITLES.length)
  })

  it('titles sold as higher volatility swing more per spin (standard deviation low < medium < high)', () => {
    const deviations = (volatility: string) =>
      results
        .filter(({ title }) => title.volatility === volatility)
        .map(({ result }) => result.standardDeviation)
    expect(Math.max(...deviations('low'))).toBeLessThan(Math.min(...deviations('medium')))
    expect(Math.max(...deviations('medium'))).toBeLessThan(Math.min(...deviations('high')))
  })

  it('the percentage shown is the exact fraction, to six decimals', () => {
    for (const { result } of results) {
      const exact = Number(result.rtp.numerator) / Number(result.rtp.denominator)
      expect(Math.abs(result.percent - exact * 100)).toBeLessThan(1e-6)
    }
  })
})
