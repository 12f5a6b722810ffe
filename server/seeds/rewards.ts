import { PROMOTION_KEYS } from '../../src/contract/content'
import { promotionRules, vipLevels } from '../db/schema/rewards'
import { DEFAULT_RULES, DEFAULT_VIP_LEVELS } from '../services/rewards'
import type { Seed } from './seed'

/**
 * The VIP table and each promotion's rules, inserted where missing: an operator's later changes stay, and
 * two processes starting together insert each row once.
 */
export const seedRewards: Seed = async (db) => {
  await db.insert(vipLevels).values(DEFAULT_VIP_LEVELS).onConflictDoNothing()
  await db
    .insert(promotionRules)
    .values(PROMOTION_KEYS.map((key) => ({ key, rules: DEFAULT_RULES[key] })))
    .onConflictDoNothing()
}
