import { InvalidBetError, lineBetOf, playRound } from '@server/games/engine/round'
import { TITLES } from '@server/games/titles'
import { sambaNight } from '@server/games/titles/sambaNight'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const seeds = { serverSeed: 'f00d'.repeat(16), clientSeed: 'bets', nonce: 0 }

describe('bets', () => {
  it('a bet that does not split into equal whole-centavo line bets is refused', () => {
    // Samba Night plays 20 lines.
    for (const bet of [30, 19, 1, 0, -20, 20.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(lineBetOf(sambaNight, bet)).toBeNull()
      expect(() => playRound({ title: sambaNight, bet, ...seeds })).toThrow(InvalidBetError)
    }
    expect(lineBetOf(sambaNight, 20)).toBe(1)
    expect(lineBetOf(sambaNight, 1000)).toBe(50)
  })

  it('the refusal says how many lines the bet must divide into', () => {
    expect(() => playRound({ title: sambaNight, bet: 30, ...seeds })).toThrow(
      'does not divide into 20 equal line bets',
    )
  })

  it('the win is the multiplier times the line bet, whole centavos, and the bet never changes the grid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TITLES),
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat({ max: 1_000_000 }),
        (title, lineBet, nonce) => {
          const round = playRound({ title, bet: lineBet * title.paylines.length, ...seeds, nonce })
          const minimum = playRound({ title, bet: title.paylines.length, ...seeds, nonce })
          expect(round.lineBet).toBe(lineBet)
          expect(round.win).toBe(round.multiplier * lineBet)
          expect(Number.isSafeInteger(round.win)).toBe(true)
          expect(round.grid).toEqual(minimum.grid)
          expect(round.win).toBe(minimum.win * lineBet)
        },
      ),
      { numRuns: 300 },
    )
  })
})
