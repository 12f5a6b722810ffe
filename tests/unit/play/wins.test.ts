import { describe, expect, it } from 'vitest'
import { winningCells } from '../../../play/wins'
import type { PlayedRound, SlotModel } from '../../../src/contract/game'

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
