import { DEFAULT_RULES, DEFAULT_VIP_LEVELS } from '@server/services/rewards/rules'
import type { DepositTier, SalaryTier, VipLevel } from '@src/contract/rewards'
import {
  applyRate,
  cashbackLeft,
  depositBonus,
  depositRate,
  distanceTo,
  levelFor,
  referralReward,
  salaryFor,
  wageringLeft,
} from '@src/contract/rewards-tiers'
import { describe, expect, test } from 'vitest'

const FIRST: DepositTier[] = DEFAULT_RULES.first_deposit.tiers
const CASHBACK: DepositTier[] = DEFAULT_RULES.recharge_cashback.tiers

describe('deposit tiers (first deposit and cash back)', () => {
  test('exactly R$ 50 earns nothing: the rule says above R$ 50', () => {
    expect(depositBonus(FIRST, 5_000)).toBe(0)
    expect(depositBonus(CASHBACK, 5_000)).toBe(0)
    expect(depositRate(FIRST, 5_000)).toBe(0)
  })

  test('one centavo above R$ 50 earns the first tier, rounded down', () => {
    expect(depositBonus(FIRST, 5_001)).toBe(500) // 10% of 50.01 = 5.001
    expect(depositBonus(CASHBACK, 5_001)).toBe(150) // 3% of 50.01 = 1.5003
  })

  test('the highest tier passed applies, each at its own boundary', () => {
    expect(depositBonus(FIRST, 20_000)).toBe(2_000) // still 10%: not above R$ 200
    expect(depositBonus(FIRST, 20_001)).toBe(3_000) // 15%
    expect(depositBonus(FIRST, 50_001)).toBe(10_000) // 20%
    expect(depositRate(FIRST, 50_001)).toBe(2_000)
  })

  test('never more than 20% on the first deposit nor 10% later, and capped', () => {
    for (const amount of [5_001, 12_345, 99_999, 1_000_000, 100_000_000]) {
      expect(depositBonus(FIRST, amount)).toBeLessThanOrEqual(Math.floor(amount * 0.2))
      expect(depositBonus(CASHBACK, amount)).toBeLessThanOrEqual(Math.floor(amount * 0.1))
    }
    expect(depositBonus(FIRST, 100_000_000)).toBe(200_000)
    expect(depositBonus(CASHBACK, 100_000_000)).toBe(50_000)
  })

  test('tiers are read in any order', () => {
    expect(depositBonus([...FIRST].reverse(), 20_001)).toBe(3_000)
  })
})

describe('cash back daily limit', () => {
  test('six a day: the 6th is still paid, the 7th is not', () => {
    const limit = DEFAULT_RULES.recharge_cashback.dailyLimit
    expect(limit).toBe(6)
    expect(cashbackLeft(limit, 5)).toBe(1)
    expect(cashbackLeft(limit, 6)).toBe(0)
    expect(cashbackLeft(limit, 7)).toBe(0)
  })
})

describe('referral reward', () => {
  const tiers = DEFAULT_RULES.referral.tiers
  test('an effective invitee tops up at least the threshold the first time', () => {
    expect(referralReward(tiers, 4_999)).toBe(0)
    expect(referralReward(tiers, 5_000)).toBe(1_000)
    expect(referralReward(tiers, 9_999)).toBe(1_000)
    expect(referralReward(tiers, 10_000)).toBe(2_000)
  })
  test('never more than R$ 20', () => {
    expect(referralReward(tiers, 10_000_000)).toBe(2_000)
  })
})

describe('VIP levels', () => {
  const levels: VipLevel[] = DEFAULT_VIP_LEVELS
  const one = levels[1] as VipLevel
  test('reached on the boundary of both conditions', () => {
    expect(levelFor(levels, { recharge: one.minRecharge, bets: one.minBets })).toBe(1)
  })
  test('one centavo short on either condition stays below', () => {
    expect(levelFor(levels, { recharge: one.minRecharge - 1, bets: one.minBets })).toBe(0)
    expect(levelFor(levels, { recharge: one.minRecharge, bets: one.minBets - 1 })).toBe(0)
  })
  test('several levels at once', () => {
    const three = levels[3] as VipLevel
    expect(levelFor(levels, { recharge: three.minRecharge, bets: three.minBets * 10 })).toBe(3)
  })
  test('distance counts what is left and never below zero', () => {
    expect(distanceTo(one, { recharge: 4_000, bets: 90_000 })).toEqual({
      level: 1,
      rechargeLeft: one.minRecharge - 4_000,
      betsLeft: 0,
    })
  })
})

describe('partner salary tiers', () => {
  const tiers: SalaryTier[] = DEFAULT_RULES.partner_salary.tiers
  test('a tier needs both figures', () => {
    expect(salaryFor(tiers, 5, 100_000)).toMatchObject({ tier: 1, salary: 5_000 })
    expect(salaryFor(tiers, 4, 100_000)).toMatchObject({ tier: 0, salary: 0 })
    expect(salaryFor(tiers, 500, 99_999)).toMatchObject({ tier: 0, salary: 0 })
  })
  test('the next tier is named until the top', () => {
    expect(salaryFor(tiers, 5, 100_000).next).toEqual(tiers[1])
    expect(salaryFor(tiers, 10_000, 1e12).next).toBeNull()
  })
  test('the plan refers to a fan base of 10000', () => {
    expect(DEFAULT_RULES.partner_salary.fanBase).toBe(10_000)
  })
})

describe('rates and wagering', () => {
  test('rates round down to the centavo', () => {
    expect(applyRate(12_345, 30)).toBe(37) // 0.3% of 123.45 = 0.37035
    expect(applyRate(1, 9_999)).toBe(0)
  })
  test('wagering is met by the last centavo', () => {
    expect(wageringLeft(30_000, 29_999)).toBe(1)
    expect(wageringLeft(30_000, 30_000)).toBe(0)
    expect(wageringLeft(30_000, 30_001)).toBe(0)
  })
})
