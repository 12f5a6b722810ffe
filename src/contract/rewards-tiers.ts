import type {
  BonusStatus,
  DepositTier,
  Promotions,
  ReferralTier,
  SalaryTier,
  VipDistance,
  VipLevel,
} from './rewards'

/**
 * The rewards' rules as pure functions of figures, in one home for the server (which pays them) and the portal
 * (which quotes them before paying), so that every edge (exactly R$ 50, the 7th cash back, a level
 * reached on the boundary) is tested without a database. Amounts in centavos, rates in basis points;
 * results round down to the centavo, in the house's favour by less than one centavo.
 */

const BPS = 10_000

/** `rateBps` of `amount`, rounded down. */
export const applyRate = (amount: number, rateBps: number): number => Math.floor((amount * rateBps) / BPS)

/** The highest tier whose threshold the value passes, or undefined. Tiers may come in any order. */
const highest = <T>(tiers: readonly T[], passes: (tier: T) => boolean, rank: (tier: T) => number) =>
  tiers.filter(passes).sort((a, b) => rank(b) - rank(a))[0]

/** A top-up's bonus: the highest tier it is strictly above, its rate, at most its cap; 0 below every tier. */
export const depositBonus = (tiers: readonly DepositTier[], amount: number): number => {
  const tier = highest(
    tiers,
    (candidate) => amount > candidate.above,
    (candidate) => candidate.above,
  )
  return tier ? Math.min(applyRate(amount, tier.rateBps), tier.maxBonus) : 0
}

/** The rate a top-up earns (for the records), 0 below every tier. */
export const depositRate = (tiers: readonly DepositTier[], amount: number): number =>
  highest(
    tiers,
    (candidate) => amount > candidate.above,
    (candidate) => candidate.above,
  )?.rateBps ?? 0

/** Cash backs left today: `used` already earned, at most `dailyLimit` a day. */
export const cashbackLeft = (dailyLimit: number, used: number): number => Math.max(0, dailyLimit - used)

/**
 * The bonus a top-up of `amount` centavos would earn if paid now: the first-deposit bonus before the first paid
 * top-up, then the cash back while today's are not used up. Null when the promotion that would apply is off (or
 * forbidden by the compliance profile): there is no bonus to quote, so the page mentions none.
 */
export const quoteBonus = (
  promotions: Pick<Promotions, 'first_deposit' | 'recharge_cashback'>,
  status: {
    firstDeposit: Pick<BonusStatus['firstDeposit'], 'used'>
    cashback: Pick<BonusStatus['cashback'], 'remainingToday'>
  },
  amount: number,
): number | null => {
  const { enabled, rules } = status.firstDeposit.used
    ? promotions.recharge_cashback
    : promotions.first_deposit
  if (!enabled) return null
  return status.firstDeposit.used && status.cashback.remainingToday === 0
    ? 0
    : depositBonus(rules.tiers, amount)
}

/** The inviter's reward for an invitee's first top-up: the highest tier it reaches (inclusive), else 0. */
export const referralReward = (tiers: readonly ReferralTier[], firstRecharge: number): number =>
  highest(
    tiers,
    (tier) => firstRecharge >= tier.minFirstRecharge,
    (tier) => tier.minFirstRecharge,
  )?.reward ?? 0

/** Tiers sorted from the lowest salary up: tier numbers are positions in this order, from 1. */
const sortSalaryTiers = (tiers: readonly SalaryTier[]): SalaryTier[] =>
  [...tiers].sort((a, b) => a.salary - b.salary)

/** The tier a week's figures reach (1 = lowest, 0 = none), with its salary and the next tier. */
export const salaryFor = (
  tiers: readonly SalaryTier[],
  activeMembers: number,
  teamRecharge: number,
): { tier: number; salary: number; next: SalaryTier | null } => {
  const sorted = sortSalaryTiers(tiers)
  let tier = 0
  sorted.forEach((candidate, index) => {
    if (activeMembers >= candidate.activeMembers && teamRecharge >= candidate.teamRecharge) tier = index + 1
  })
  return { tier, salary: sorted[tier - 1]?.salary ?? 0, next: sorted[tier] ?? null }
}

export interface Totals {
  recharge: number
  bets: number
}

/** The highest level whose two conditions the totals meet (inclusive); 0 when none. */
export const levelFor = (levels: readonly VipLevel[], totals: Totals): number =>
  levels.reduce(
    (best, level) =>
      totals.recharge >= level.minRecharge && totals.bets >= level.minBets && level.level > best
        ? level.level
        : best,
    0,
  )

/** How far the totals are from a level's conditions; 0 where met. */
export const distanceTo = (level: VipLevel, totals: Totals): VipDistance => ({
  level: level.level,
  rechargeLeft: Math.max(0, level.minRecharge - totals.recharge),
  betsLeft: Math.max(0, level.minBets - totals.bets),
})

/** Turnover still owed: `required` less what was bet, never below 0. */
export const wageringLeft = (required: number, turnover: number): number => Math.max(0, required - turnover)
