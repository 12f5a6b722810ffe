import { Code } from '@src/contract/codes'
import type { ComplianceProfile } from '@src/contract/protection'
import { and, desc, eq, isNull, lte } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import {
  type PlanKind,
  partnerPlanAssignments,
  partnerPlans,
  type StoredTier,
} from '../../db/schema/partnerPlans'
import { partners } from '../../db/schema/partners'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { assertPromotionPasses } from '../content'
import { type PlanTerms, tiersValid } from './commission'
import { isMonth, type Month, monthAt } from './month'

/** A plan as the console writes it. */
export interface PlanInput {
  name: string
  kind: PlanKind
  cpa?: { amount: number; minDeposits: number; minWagered: number } | undefined
  tiers?: StoredTier[] | undefined
  subShareBps?: number | undefined
  texts: Localized
}

type PlanRow = typeof partnerPlans.$inferSelect

/** A plan row's terms for the arithmetic (commission.ts). */
export const termsOf = (plan: PlanRow): PlanTerms => ({
  cpa:
    plan.kind === 'revenue_share'
      ? null
      : { amount: plan.cpaAmount, minDeposits: plan.cpaMinDeposits, minWagered: plan.cpaMinWagered },
  tiers: plan.kind === 'cpa' ? [] : plan.tiers,
  subShareBps: plan.subShareBps,
})

const isAmount = (value: number) => Number.isSafeInteger(value) && value >= 0

/**
 * Refuses a plan that does not add up (PartnerPlanInvalid): a CPA plan needs a positive amount and no tiers,
 * a revenue-share plan valid tiers and no CPA, a hybrid both; the sub-partner share 0 to 100 %; a name.
 * In the brazil profile its texts pass the advertising rules like any promotion (a CPA has conditions:
 * nothing in them may be called free).
 */
const assertPlan = (profile: ComplianceProfile, input: PlanInput): void => {
  const cpa = input.cpa
  const tiers = input.tiers ?? []
  const hasCpa = input.kind !== 'revenue_share'
  const hasShare = input.kind !== 'cpa'
  const cpaOk = hasCpa
    ? cpa !== undefined &&
      cpa.amount > 0 &&
      isAmount(cpa.amount) &&
      isAmount(cpa.minDeposits) &&
      isAmount(cpa.minWagered)
    : cpa === undefined
  const tiersOk = hasShare ? tiersValid(tiers) : tiers.length === 0
  const share = input.subShareBps ?? 0
  if (!cpaOk || !tiersOk || !Number.isInteger(share) || share < 0 || share > 10_000 || !input.name.trim())
    throw new ApiError(Code.PartnerPlanInvalid)
  assertPromotionPasses(profile, { texts: [input.texts], conditions: true })
}

interface Operator {
  id: number
  ip: string
}

/** Creates a plan (audited); answers its id. */
export const createPlan = async (
  db: Db,
  profile: ComplianceProfile,
  operator: Operator,
  input: PlanInput,
): Promise<number> => {
  assertPlan(profile, input)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerPlans)
      .values({
        name: input.name.trim(),
        kind: input.kind,
        cpaAmount: input.cpa?.amount ?? 0,
        cpaMinDeposits: input.cpa?.minDeposits ?? 0,
        cpaMinWagered: input.cpa?.minWagered ?? 0,
        tiers: input.tiers ?? [],
        subShareBps: input.subShareBps ?? 0,
        texts: input.texts,
        createdBy: operator.id,
      })
      .returning({ id: partnerPlans.id })
    if (!row) throw new Error('Plan not written')
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'partner.planCreate',
      target: `partner_plan:${row.id}`,
      ip: operator.ip,
      after: input,
    })
    return row.id
  })
}

/** The plans, newest first; archived ones included when asked. */
export const listPlans = (db: Db): Promise<PlanRow[]> =>
  db.select().from(partnerPlans).orderBy(desc(partnerPlans.id))

/**
 * Puts a partner on a plan from a month on (its 1st day): the current São Paulo month or a later one, never a
 * past one (its statement is or will be frozen under the plan it had: PartnerPlanMonthPast). A second
 * assignment of the same month replaces the first. The plan must exist and not be archived, the partner
 * exist (PartnerPlanNotFound, PartnerNotFound).
 */
export const assignPlan = async (
  db: Db,
  operator: Operator,
  { partnerId, planId, fromMonth }: { partnerId: number; planId: number; fromMonth: Month },
  now = new Date(),
): Promise<void> => {
  if (!isMonth(fromMonth) || fromMonth < monthAt(now)) throw new ApiError(Code.PartnerPlanMonthPast)
  await db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ id: partnerPlans.id })
      .from(partnerPlans)
      .where(and(eq(partnerPlans.id, planId), isNull(partnerPlans.archivedAt)))
    if (!plan) throw new ApiError(Code.PartnerPlanNotFound)
    const [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId))
    if (!partner) throw new ApiError(Code.PlanPartnerNotFound)
    await tx
      .insert(partnerPlanAssignments)
      .values({ partnerId, planId, fromMonth, assignedBy: operator.id })
      .onConflictDoUpdate({
        target: [partnerPlanAssignments.partnerId, partnerPlanAssignments.fromMonth],
        set: { planId, assignedBy: operator.id },
      })
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'partner.planAssign',
      target: `partner:${partnerId}`,
      ip: operator.ip,
      after: { planId, fromMonth },
    })
  })
}

/** The plan a partner earns under in a month: the latest assignment from that month or before; null: none. */
export const planOf = async (db: Db, partnerId: number, month: Month): Promise<PlanRow | null> => {
  const [row] = await db
    .select({ plan: partnerPlans })
    .from(partnerPlanAssignments)
    .innerJoin(partnerPlans, eq(partnerPlans.id, partnerPlanAssignments.planId))
    .where(and(eq(partnerPlanAssignments.partnerId, partnerId), lte(partnerPlanAssignments.fromMonth, month)))
    .orderBy(desc(partnerPlanAssignments.fromMonth))
    .limit(1)
  return row?.plan ?? null
}
