import { type AutoplayRun, autoplayEnd } from '@play/autoplay'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const run = (left: number, startBalance = 1_000, lossLimit = 200): AutoplayRun => ({
  left,
  startBalance,
  lossLimit,
})

describe('autoplayEnd', () => {
  it('plays while spins are left, the bet is covered and the loss limit cannot be passed', () => {
    expect(autoplayEnd(run(3), 1_000, 100)).toBeNull()
    expect(autoplayEnd(run(0), 1_000, 100)).toBe('done')
    expect(autoplayEnd(run(3), 50, 100)).toBe('balance')
    // Lost 150 of 200: another 100 could take the loss to 250.
    expect(autoplayEnd(run(3), 850, 100)).toBe('lossLimit')
    expect(autoplayEnd(run(3), 900, 100)).toBeNull()
  })

  it('whatever the spins pay, a run never loses more than its limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.nat({ max: 40 }), { maxLength: 200 }),
        (bet, limitBets, payouts) => {
          const start = 10_000
          const limit = bet * limitBets
          let state = { left: payouts.length, startBalance: start, lossLimit: limit }
          let balance = start
          for (const payout of payouts) {
            if (autoplayEnd(state, balance, bet)) break
            balance += payout * (bet / 10) - bet
            state = { ...state, left: state.left - 1 }
            expect(start - balance).toBeLessThanOrEqual(limit)
          }
        },
      ),
    )
  })
})
