import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals, RowId } from './envelope'
import { LongTexts } from './texts'

/**
 * Partner plans and monthly statements (docs/partners.md, "Plans and statements"): what the console and the
 * partner area read and write. Amounts are integer centavos, rates basis points (2500 is 25 %), months a São
 * Paulo month's 1st day ('YYYY-MM-01').
 */

/** Permissions of the console's partner pages (server/services/accounts/operatorRoles.ts grants them). */
export const PARTNER_PLAN_PERMISSIONS = {
  /** See plans, assignments and statements. */
  view: 'partners:plans:view',
  /** Propose a player as a partner, create plans, put partners on them, approve or suspend partners. */
  manage: 'partners:plans:edit',
  /** Approve a statement for payment, or release an approved one (never both on one statement). */
  approve: 'partners:statements:approve',
} as const

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000_00 })
const Bps = Type.Integer({ minimum: 0, maximum: 10_000 })
const Month = Type.String({ pattern: '^\\d{4}-\\d{2}-01$' })

const PLAN_KIND_VALUES = ['cpa', 'revenue_share', 'hybrid'] as const

const PartnerTier = ExactObject({ fromNgr: Money, rateBps: Bps })

/** admin/partner_plan_create. */
export const PartnerPlanBody = ExactObject({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  kind: literals(PLAN_KIND_VALUES),
  cpa: Type.Optional(ExactObject({ amount: Money, minDeposits: Money, minWagered: Money })),
  tiers: Type.Optional(Type.Array(PartnerTier, { maxItems: 10 })),
  subShareBps: Type.Optional(Bps),
  /** What partners read of the plan; in the brazil profile it follows the advertising rules. */
  texts: LongTexts,
})
export type PartnerPlanBody = Static<typeof PartnerPlanBody>

/** admin/partner_plan_assign: the partner earns under the plan from this month on. */
export const PartnerPlanAssignBody = ExactObject({ partnerId: RowId, planId: RowId, fromMonth: Month })
export type PartnerPlanAssignBody = Static<typeof PartnerPlanAssignBody>

/** admin/partner_create: an existing player proposed as a partner (pending until another operator approves). */
export const PartnerCreateBody = ExactObject({ userId: RowId })
export type PartnerCreateBody = Static<typeof PartnerCreateBody>

/** admin/partner_status: approve or suspend a partner. */
export const PartnerStatusBody = ExactObject({
  partnerId: RowId,
  status: literals(['approved', 'suspended']),
})
export type PartnerStatusBody = Static<typeof PartnerStatusBody>

const PartnerPlanView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  cpa: Type.Union([
    Type.Object({ amount: Type.Integer(), minDeposits: Type.Integer(), minWagered: Type.Integer() }),
    Type.Null(),
  ]),
  tiers: Type.Array(Type.Object({ fromNgr: Type.Integer(), rateBps: Type.Integer() })),
  subShareBps: Type.Integer(),
  /** In the reader's language (the operator's default when missing). */
  text: Type.String(),
  createdAt: Type.String(),
})

/** admin/partner_plans: the plans and every partner with its status and its plan of each month assigned. */
export const PartnerPlanList = Type.Object({
  plans: Type.Array(PartnerPlanView),
  partners: Type.Array(
    Type.Object({
      id: Type.Integer(),
      userId: Type.Integer(),
      phone: Type.String(),
      status: Type.String(),
      parentId: Type.Union([Type.Integer(), Type.Null()]),
      /** The operator who proposed the partner (admin/partner_create), who may not approve it. */
      proposedBy: Type.Union([Type.Integer(), Type.Null()]),
      assignments: Type.Array(Type.Object({ planId: Type.Integer(), fromMonth: Type.String() })),
    }),
  ),
})
export type PartnerPlanList = Static<typeof PartnerPlanList>

/** admin/partner_statements, partner/statements: filter by month and (console) partner. */
export const PartnerStatementsBody = ExactObject({
  month: Type.Optional(Type.String({ maxLength: 10 })),
  partnerId: Type.Optional(RowId),
})
export type PartnerStatementsBody = Static<typeof PartnerStatementsBody>

export const PartnerStatementIdBody = ExactObject({ id: RowId })
export type PartnerStatementIdBody = Static<typeof PartnerStatementIdBody>

export const PartnerStatementView = Type.Object({
  id: Type.Integer(),
  partnerId: Type.Integer(),
  month: Type.String(),
  planId: Type.Integer(),
  /** frozen, approved, paid, void. */
  state: Type.String(),
  ngr: Type.Integer(),
  carryIn: Type.Integer(),
  carryOut: Type.Integer(),
  rateBps: Type.Integer(),
  revenueShare: Type.Integer(),
  cpaCount: Type.Integer(),
  cpaTotal: Type.Integer(),
  subShare: Type.Integer(),
  total: Type.Integer(),
  frozenAt: Type.String(),
  approvedBy: Type.Union([Type.Integer(), Type.Null()]),
  approvedAt: Type.Union([Type.String(), Type.Null()]),
  paidBy: Type.Union([Type.Integer(), Type.Null()]),
  paidAt: Type.Union([Type.String(), Type.Null()]),
})
export type PartnerStatementView = Static<typeof PartnerStatementView>

export const PartnerStatementList = Type.Object({ statements: Type.Array(PartnerStatementView) })
export type PartnerStatementList = Static<typeof PartnerStatementList>

/** One line: a player's month (the partner reads the player's id only) or a sub-partner's share. */
const PartnerStatementLine = Type.Object({
  kind: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  subPartnerId: Type.Union([Type.Integer(), Type.Null()]),
  stakes: Type.Integer(),
  wins: Type.Integer(),
  costs: Type.Record(Type.String(), Type.Integer()),
  ngr: Type.Integer(),
  deposits: Type.Integer(),
  cpa: Type.Integer(),
  subCommission: Type.Integer(),
  amount: Type.Integer(),
})

export const PartnerStatementDetail = Type.Object({
  statement: PartnerStatementView,
  lines: Type.Array(PartnerStatementLine),
})
export type PartnerStatementDetail = Static<typeof PartnerStatementDetail>
