import { Code } from '@src/contract/codes'
import type {
  PartnerPlanList,
  PartnerStatementDetail,
  PartnerStatementView,
} from '@src/contract/partner-plans'
import type { PartnerStatus } from '@src/contract/partners-values'
import type { Lang } from '@src/i18n/languages'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { partnerPlanAssignments, type partnerStatements } from '../../db/schema/partnerPlans'
import { partners } from '../../db/schema/partners'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { refuseConsoleAccount, refuseOwnAccount } from '../accounts'
import { recordAudit } from '../audit'
import { listPlans, termsOf } from './plans'
import type { statementDetail } from './statements'

/** The console's partner page: every plan, and every partner with its status and assignments. */
export const planList = async (db: Db, lang: Lang): Promise<PartnerPlanList> => {
  const plans = await listPlans(db)
  const rows = await db
    .select({ partner: partners, phone: users.phone })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .orderBy(asc(partners.id))
  const assignments = await db
    .select()
    .from(partnerPlanAssignments)
    .orderBy(asc(partnerPlanAssignments.fromMonth))
  return {
    plans: plans.map((plan) => {
      const terms = termsOf(plan)
      return {
        id: plan.id,
        name: plan.name,
        kind: plan.kind,
        cpa: terms.cpa,
        tiers: terms.tiers,
        subShareBps: plan.subShareBps,
        text: localize(plan.texts, lang),
        createdAt: plan.createdAt.toISOString(),
      }
    }),
    partners: rows.map(({ partner, phone }) => ({
      id: partner.id,
      userId: partner.userId,
      phone,
      status: partner.status,
      parentId: partner.parentId,
      proposedBy: partner.proposedBy,
      assignments: assignments
        .filter((row) => row.partnerId === partner.id)
        .map((row) => ({ planId: row.planId, fromMonth: row.fromMonth })),
    })),
  }
}

/**
 * admin/partner_create: an operator proposes an existing player as a partner. The partner starts pending
 * (nothing of theirs is tracked) until another operator approves it (setPartnerStatus): a partner is paid,
 * so no one person makes one. Never a console account, nor the operator's own or linked account. Audited.
 */
export const proposePartner = async (
  db: Db,
  operator: { id: number; ip: string },
  userId: number,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw new ApiError(Code.PlayerNotFound)
    refuseConsoleAccount(user)
    await refuseOwnAccount(tx, operator.id, userId)
    const [created] = await tx
      .insert(partners)
      .values({ userId, status: 'pending', proposedBy: operator.id })
      .onConflictDoNothing({ target: partners.userId })
      .returning({ id: partners.id })
    if (!created) throw new ApiError(Code.PartnerExists)
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'partner.create',
      target: `partner:${created.id}`,
      ip: operator.ip,
      before: null,
      after: { userId, status: 'pending' },
    })
  })
}

/**
 * Approves or suspends a partner (audited with the status before and after): only an approved partner's
 * clicks are attributed and only an approved partner's statement is paid. The approval is the checker's
 * step: never by the operator who proposed the partner (PartnerOwnProposal), nor on their own or linked
 * account (OwnAccountDecision). Suspending, which stops the money, takes one operator.
 */
export const setPartnerStatus = async (
  db: Db,
  operator: { id: number; ip: string },
  partnerId: number,
  status: Extract<PartnerStatus, 'approved' | 'suspended'>,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: partners.status, userId: partners.userId, proposedBy: partners.proposedBy })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('update')
    if (!before) throw new ApiError(Code.PlanPartnerNotFound)
    if (status === 'approved') {
      await refuseOwnAccount(tx, operator.id, before.userId)
      if (before.proposedBy === operator.id) throw new ApiError(Code.PartnerOwnProposal)
    }
    await tx.update(partners).set({ status }).where(eq(partners.id, partnerId))
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'partner.status',
      target: `partner:${partnerId}`,
      ip: operator.ip,
      before: { status: before.status },
      after: { status },
    })
  })
}

type StatementRow = typeof partnerStatements.$inferSelect

export const statementView = (row: StatementRow): PartnerStatementView => ({
  id: row.id,
  partnerId: row.partnerId,
  month: row.month,
  planId: row.planId,
  state: row.state,
  ngr: row.ngr,
  carryIn: row.carryIn,
  carryOut: row.carryOut,
  rateBps: row.rateBps,
  revenueShare: row.revenueShare,
  cpaCount: row.cpaCount,
  cpaTotal: row.cpaTotal,
  subShare: row.subShare,
  total: row.total,
  frozenAt: row.frozenAt.toISOString(),
  approvedBy: row.approvedBy,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  paidBy: row.paidBy,
  paidAt: row.paidAt?.toISOString() ?? null,
})

export const detailView = ({
  statement,
  lines,
}: Awaited<ReturnType<typeof statementDetail>>): PartnerStatementDetail => ({
  statement: statementView(statement),
  lines: lines.map((line) => ({
    kind: line.kind,
    userId: line.userId,
    subPartnerId: line.subPartnerId,
    stakes: line.stakes,
    wins: line.wins,
    costs: line.costs,
    ngr: line.ngr,
    deposits: line.deposits,
    cpa: line.cpa,
    subCommission: line.subCommission,
    amount: line.amount,
  })),
})
