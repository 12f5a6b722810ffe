import { Value } from '@sinclair/typebox/value'
import { PROMOTION_KEYS, type PromotionKey } from '@src/contract/content'
import { type ComplianceProfile, PROFILE_FORBIDDEN_PROMOTIONS } from '@src/contract/protection'
import { PromotionRules, type Promotions, REWARDS_TIMEZONE, type VipLevel } from '@src/contract/rewards'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { promotions } from '../../db/schema/content'
import { promotionRules, vipLevels } from '../../db/schema/rewards'
import { complianceProfileOf } from '../settings'

/**
 * The rules a fresh install starts with (docs/rewards.md explains each figure). The operator changes them
 * in promotion_rules (admin/promotion_update); these are only the seed.
 */
export const DEFAULT_RULES: PromotionRules = {
  // Spec §9: the first top-up above R$ 50 earns up to 20%.
  first_deposit: {
    tiers: [
      { above: 5_000, rateBps: 1_000, maxBonus: 10_000 },
      { above: 20_000, rateBps: 1_500, maxBonus: 30_000 },
      { above: 50_000, rateBps: 2_000, maxBonus: 200_000 },
    ],
    // Bonus money is bet five times before it can leave: a deposit-and-withdraw round trip earns nothing.
    wageringMultiple: 5,
  },
  // Spec §9: later top-ups above R$ 50 earn up to 10%, up to 6 times a day.
  recharge_cashback: {
    tiers: [
      { above: 5_000, rateBps: 300, maxBonus: 3_000 },
      { above: 20_000, rateBps: 500, maxBonus: 10_000 },
      { above: 100_000, rateBps: 1_000, maxBonus: 50_000 },
    ],
    dailyLimit: 6,
    wageringMultiple: 5,
  },
  // Spec §9: up to R$ 20 per effective recharging invitee.
  referral: {
    tiers: [
      { minFirstRecharge: 5_000, reward: 1_000 },
      { minFirstRecharge: 10_000, reward: 2_000 },
    ],
    wageringMultiple: 0,
  },
  rebate: { wageringMultiple: 0 },
  // Spec §9: paid on Monday; the fan-base reference is 10000.
  partner_salary: {
    tiers: [
      { activeMembers: 5, teamRecharge: 100_000, salary: 5_000 },
      { activeMembers: 20, teamRecharge: 500_000, salary: 20_000 },
      { activeMembers: 50, teamRecharge: 2_000_000, salary: 60_000 },
      { activeMembers: 200, teamRecharge: 10_000_000, salary: 300_000 },
      { activeMembers: 1_000, teamRecharge: 50_000_000, salary: 1_500_000 },
    ],
    activeMinRecharge: 5_000,
    fanBase: 10_000,
    wageringMultiple: 0,
  },
  vip_upgrade: { wageringMultiple: 0 },
}

/**
 * The starting VIP table: level 0 for everyone (the money service's default withdrawal limits), then both
 * totals rising together, bets five times the top-ups.
 */
export const DEFAULT_VIP_LEVELS: VipLevel[] = [
  {
    level: 0,
    minRecharge: 0,
    minBets: 0,
    upgradeReward: 0,
    maxWithdrawal: 500_000,
    dailyWithdrawals: 3,
    rebateBps: 20,
  },
  {
    level: 1,
    minRecharge: 10_000,
    minBets: 50_000,
    upgradeReward: 500,
    maxWithdrawal: 1_000_000,
    dailyWithdrawals: 3,
    rebateBps: 30,
  },
  {
    level: 2,
    minRecharge: 50_000,
    minBets: 250_000,
    upgradeReward: 2_000,
    maxWithdrawal: 2_000_000,
    dailyWithdrawals: 4,
    rebateBps: 40,
  },
  {
    level: 3,
    minRecharge: 200_000,
    minBets: 1_000_000,
    upgradeReward: 8_000,
    maxWithdrawal: 5_000_000,
    dailyWithdrawals: 5,
    rebateBps: 50,
  },
  {
    level: 4,
    minRecharge: 1_000_000,
    minBets: 5_000_000,
    upgradeReward: 30_000,
    maxWithdrawal: 10_000_000,
    dailyWithdrawals: 6,
    rebateBps: 60,
  },
  {
    level: 5,
    minRecharge: 5_000_000,
    minBets: 25_000_000,
    upgradeReward: 120_000,
    maxWithdrawal: 20_000_000,
    dailyWithdrawals: 8,
    rebateBps: 80,
  },
  {
    level: 6,
    minRecharge: 20_000_000,
    minBets: 100_000_000,
    upgradeReward: 400_000,
    maxWithdrawal: 50_000_000,
    dailyWithdrawals: 10,
    rebateBps: 100,
  },
]

export interface Promotion<K extends PromotionKey> {
  enabled: boolean
  rules: PromotionRules[K]
}

/** Whether a value fits a promotion's rules schema (the operator's input, or a row read back). */
export const validRules = <K extends PromotionKey>(key: K, rules: unknown): rules is PromotionRules[K] =>
  Value.Check(PromotionRules.properties[key], rules)

/**
 * A promotion's switch and rules as stored. A missing switch row means off (as webconfig says); rules that no
 * longer fit the schema switch the promotion off rather than pay by a guess; missing rules are the defaults.
 */
const resolve = <K extends PromotionKey>(
  key: K,
  switchedOn: boolean | undefined,
  stored: unknown,
  profile: ComplianceProfile,
): Promotion<K> => {
  // A promotion the compliance profile forbids is off whatever its switch says: it shows off and pays nothing.
  const enabled = (switchedOn ?? false) && !PROFILE_FORBIDDEN_PROMOTIONS[profile].includes(key)
  if (stored === undefined) return { enabled, rules: DEFAULT_RULES[key] }
  if (!validRules(key, stored)) return { enabled: false, rules: DEFAULT_RULES[key] }
  return { enabled, rules: stored }
}

/** One promotion's switch and rules. */
export const getPromotion = async <K extends PromotionKey>(db: Db, key: K): Promise<Promotion<K>> => {
  const [[switchRow], [rulesRow], profile] = await Promise.all([
    db.select({ enabled: promotions.enabled }).from(promotions).where(eq(promotions.key, key)),
    db.select({ rules: promotionRules.rules }).from(promotionRules).where(eq(promotionRules.key, key)),
    complianceProfileOf(db),
  ])
  return resolve(key, switchRow?.enabled, rulesRow?.rules, profile)
}

/** Every promotion, as index/get_promotions and the operator's console show them. */
export const getPromotions = async (db: Db): Promise<Promotions> => {
  const [switches, rules, profile] = await Promise.all([
    db.select().from(promotions),
    db.select().from(promotionRules),
    complianceProfileOf(db),
  ])
  const enabled = new Map(switches.map((row) => [row.key, row.enabled]))
  const stored = new Map(rules.map((row) => [row.key, row.rules]))
  const entries = PROMOTION_KEYS.map((key) => [key, resolve(key, enabled.get(key), stored.get(key), profile)])
  return { timezone: REWARDS_TIMEZONE, ...Object.fromEntries(entries) } as Promotions
}

/** The VIP table, lowest level first. */
export const getVipLevels = async (db: Db): Promise<VipLevel[]> =>
  db.select().from(vipLevels).orderBy(vipLevels.level)
