import type { BonusStatus, Promotions } from '@src/contract/rewards'
import { quoteBonus } from '@src/contract/rewards-tiers'
import { describe, expect, it } from 'vitest'

const tiers = [
  { above: 5_000, rateBps: 1_000, maxBonus: 10_000 },
  { above: 50_000, rateBps: 2_000, maxBonus: 200_000 },
]
const promotions = (firstOn = true, cashbackOn = true) =>
  ({
    first_deposit: { enabled: firstOn, rules: { tiers, wageringMultiple: 3 } },
    recharge_cashback: {
      enabled: cashbackOn,
      rules: { tiers: [{ above: 5_000, rateBps: 300, maxBonus: 3_000 }], dailyLimit: 6, wageringMultiple: 1 },
    },
  }) as unknown as Promotions
const status = (used: boolean, remainingToday = 6) =>
  ({
    firstDeposit: { used, bonus: 0 },
    cashback: { usedToday: 6 - remainingToday, remainingToday, dailyLimit: 6 },
    wagering: { required: 0, turnover: 0, remaining: 0 },
  }) as BonusStatus

describe('quoteBonus', () => {
  it('quotes the first-deposit tiers before the first paid top-up: strictly above a threshold, capped', () => {
    expect(quoteBonus(promotions(), status(false), 5_000)).toBe(0)
    expect(quoteBonus(promotions(), status(false), 10_000)).toBe(1_000)
    expect(quoteBonus(promotions(), status(false), 100_000)).toBe(20_000)
  })

  it('quotes the cash back afterwards, while today has some left', () => {
    expect(quoteBonus(promotions(), status(true), 10_000)).toBe(300)
    expect(quoteBonus(promotions(), status(true, 0), 10_000)).toBe(0)
  })

  it('quotes nothing, not R$ 0,00, when the promotion that would apply is off (the brazil profile forbids both)', () => {
    expect(quoteBonus(promotions(false), status(false), 100_000)).toBeNull()
    expect(quoteBonus(promotions(true, false), status(true), 10_000)).toBeNull()
    expect(quoteBonus(promotions(false, false), status(true, 0), 10_000)).toBeNull()
  })
})
