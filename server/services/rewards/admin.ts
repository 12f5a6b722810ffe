import type { PromotionKey } from '@src/contract/content'
import type { RewardsOverview } from '@src/contract/rewards'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { promotions } from '../../db/schema/content'
import { promotionRules } from '../../db/schema/rewards'
import { recordAudit } from '../audit'
import { jobStates, rewardTotals } from './records'
import { getPromotions, getVipLevels, validRules } from './rules'

/** admin/rewards: the configuration as it applies now, the VIP table, the totals paid and the jobs. */
export const rewardsOverview = async (db: Db): Promise<RewardsOverview> => {
  const [promotionsNow, vipLevels, totals, jobs] = await Promise.all([
    getPromotions(db),
    getVipLevels(db),
    rewardTotals(db),
    jobStates(db),
  ])
  return { promotions: promotionsNow, vipLevels, totals, jobs }
}

/**
 * Switches a promotion and, when given, replaces its rules; false (nothing written) when the rules do not
 * fit the promotion's schema. Both in one transaction.
 */
export const updatePromotion = async (
  db: Db,
  key: PromotionKey,
  enabled: boolean,
  rules: unknown,
  operator: { id: number; ip: string | null },
): Promise<boolean> => {
  if (rules !== undefined && !validRules(key, rules)) return false
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.key, key))
    const [beforeRules] = await tx.select().from(promotionRules).where(eq(promotionRules.key, key))
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'promotion.update',
      target: `promotion:${key}`,
      before: { enabled: before?.enabled ?? null, rules: beforeRules?.rules ?? null },
      after: { enabled, rules: rules ?? beforeRules?.rules ?? null },
      ip: operator.ip,
    })
    await tx
      .insert(promotions)
      .values({ key, enabled })
      .onConflictDoUpdate({ target: promotions.key, set: { enabled, updatedAt: new Date() } })
    if (rules !== undefined) {
      await tx
        .insert(promotionRules)
        .values({ key, rules })
        .onConflictDoUpdate({ target: promotionRules.key, set: { rules, updatedAt: new Date() } })
    }
  })
  return true
}
