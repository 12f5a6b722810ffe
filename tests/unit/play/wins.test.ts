import { classifyWin, countUpValue, drawnLines, isRealWin, winningCells } from '@play/wins'
import type { PlayedRound, SlotModel } from '@src/contract/game'
import { describe, expect, it } from 'vitest'

const model = {
  rows: 3,
  symbols: ['a', 'b', 's'],
  reels: [[], [], []],
  paylines: [
    [1, 1, 1],
    [0, 1, 2],
  ],
  paytable: {},
  wild: null,
  scatter: { symbol: 's', pays: {} },
} as SlotModel

describe('winningCells', () => {
  it('lights the paying run of each winning line and every scatter', () => {
    const round = {
      grid: [
        ['s', 'a', 'b'],
        ['b', 'a', 'a'],
        ['a', 'b', 's'],
      ],
      lineWins: [{ line: 0, symbol: 'a', count: 2, pays: 5 }],
      scatterWin: { symbol: 's', count: 2, pays: 10 },
    } as unknown as PlayedRound
    expect([...winningCells(model, round)].sort()).toEqual(['0:0', '0:1', '1:1', '2:2'])
  })
})

describe('classifyWin: no loss shown as a win', () => {
  it('calls a round that returned nothing no win, and one that returned less than its stake a net loss', () => {
    expect(classifyWin(150, 0)).toBe('none')
    expect(classifyWin(150, 20)).toBe('loss')
    expect(classifyWin(150, 149)).toBe('loss')
    expect(isRealWin('loss')).toBe(false)
  })
  it('calls the stake back even, and only more than the stake a win', () => {
    expect(classifyWin(150, 150)).toBe('even')
    expect(isRealWin('even')).toBe(false)
    expect(classifyWin(150, 151)).toBe('win')
    expect(isRealWin('win')).toBe(true)
  })
  it('makes 10 stakes a big win and 25 stakes a huge one, exactly at the thresholds', () => {
    expect(classifyWin(100, 999)).toBe('win')
    expect(classifyWin(100, 1_000)).toBe('big')
    expect(classifyWin(100, 2_499)).toBe('big')
    expect(classifyWin(100, 2_500)).toBe('huge')
    expect(classifyWin(100, 500_000)).toBe('huge')
  })
})

describe('countUpValue', () => {
  it('starts at zero and ends exactly on the amount', () => {
    expect(countUpValue(12_345, 0, 800)).toBe(0)
    expect(countUpValue(12_345, 800, 800)).toBe(12_345)
    expect(countUpValue(12_345, 5_000, 800)).toBe(12_345)
  })
  it('shows the amount at once without a duration (reduced motion, skipped)', () => {
    expect(countUpValue(12_345, 0, 0)).toBe(12_345)
  })
  it('climbs in whole centavos, never backwards and never past the amount', () => {
    let previous = 0
    for (let elapsed = 0; elapsed <= 1_000; elapsed += 16) {
      const value = countUpValue(98_765, elapsed, 1_000)
      expect(Number.isInteger(value)).toBe(true)
      expect(value).toBeGreaterThanOrEqual(previous)
      expect(value).toBeLessThanOrEqual(98_765)
      previous = value
    }
    // Ease-out: past half the amount before half the time.
    expect(countUpValue(10_000, 500, 1_000)).toBeGreaterThan(5_000)
  })
})

describe('drawnLines', () => {
  it('draws each winning line across every reel of its payline', () => {
    const round = {
      grid: [
        ['a', 'a', 'b'],
        ['b', 'a', 'a'],
        ['a', 'b', 'a'],
      ],
      lineWins: [
        { line: 1, symbol: 'a', count: 2, pays: 5 },
        { line: 0, symbol: 'a', count: 2, pays: 5 },
      ],
      scatterWin: null,
    } as unknown as PlayedRound
    expect(drawnLines(model, round)).toEqual([
      {
        line: 1,
        cells: [
          [0, 0],
          [1, 1],
          [2, 2],
        ],
      },
      {
        line: 0,
        cells: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
      },
    ])
  })
})
