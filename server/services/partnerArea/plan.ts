import { and, desc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db'
import { partnerPlanAssignments, partnerPlans } from '../../db/schema/partnerPlans'
import type { PlanTerms } from '../partnerPlans/commission'

/** The terms of the plan a partner earns under on a São Paulo day (its month's plan); null: none. */
export const partnerTermsAt = async (db: Db, partnerId: number, day: string): Promise<PlanTerms | null> => {
  const [row] = await db
    .select({ plan: partnerPlans })
    .from(partnerPlanAssignments)
    .innerJoin(partnerPlans, eq(partnerPlans.id, partnerPlanAssignments.planId))
    .where(
      and(
        eq(partnerPlanAssignments.partnerId, partnerId),
        lte(partnerPlanAssignments.fromMonth, `${day.slice(0, 7)}-01`),
      ),
    )
    .orderBy(desc(partnerPlanAssignments.fromMonth))
    .limit(1)
  const plan = row?.plan
  if (!plan) return null
  return {
    cpa:
      plan.kind === 'revenue_share'
        ? null
        : { amount: plan.cpaAmount, minDeposits: plan.cpaMinDeposits, minWagered: plan.cpaMinWagered },
    tiers: plan.kind === 'cpa' ? [] : plan.tiers,
    subShareBps: plan.subShareBps,
  }
}
