import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { bigIdentityId, createdAt, identityId, instant, reference } from '../columns'
import type { Localized } from '../localized'
import { money } from '../money'
import { partners } from './partners'
import { playerId, users } from './users'

/**
 * Partner plans, qualifications and monthly statements (docs/partners.md, "Plans and statements";
 * services/partnerPlans). A partner is named by `partner_id`, the partners row of the tracking side.
 */

/** What a plan pays: a fixed amount per qualified player, a share of NGR, or both. */
export const PLAN_KINDS = ['cpa', 'revenue_share', 'hybrid'] as const
export type PlanKind = (typeof PLAN_KINDS)[number]

/** One revenue-share tier as stored: from this monthly NGR base (centavos) up, this rate (basis points). */
export interface StoredTier {
  fromNgr: number
  rateBps: number
}

export const partnerPlans = pgTable(
  'partner_plans',
  {
    id: identityId(),
    name: text('name').notNull(),
    kind: text('kind').$type<PlanKind>().notNull(),
    /** CPA per qualified player (centavos), with its thresholds; 0 on a revenue-share plan. */
    cpaAmount: money('cpa_amount').notNull().default(0),
    cpaMinDeposits: money('cpa_min_deposits').notNull().default(0),
    cpaMinWagered: money('cpa_min_wagered').notNull().default(0),
    /** Revenue-share tiers by ascending fromNgr, the first from 0; empty on a CPA plan. */
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull().default([]),
    /** The partner's share of each sub-partner's commission, basis points. */
    subShareBps: integer('sub_share_bps').notNull().default(0),
    /** What partners read of the plan, per language (the advertising rules apply in the brazil profile). */
    texts: jsonb('texts').$type<Localized>().notNull(),
    archivedAt: instant('archived_at'),
    createdBy: reference('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('partner_plans_kind_known', oneOf(table.kind, PLAN_KINDS)),
    check(
      'partner_plans_cpa_shape',
      sql`(${table.kind} = 'revenue_share') = (${table.cpaAmount} = 0) and ${table.cpaAmount} >= 0 and ${table.cpaMinDeposits} >= 0 and ${table.cpaMinWagered} >= 0`,
    ),
    check(
      'partner_plans_share_shape',
      sql`(${table.kind} = 'cpa') = (jsonb_array_length(${table.tiers}) = 0) and ${table.subShareBps} between 0 and 10000`,
    ),
  ],
)

/**
 * Which plan a partner earns under from a São Paulo month on (`from_month`, its 1st day): the latest row
 * whose month has begun. A change takes effect at a month's start, so a month is under one plan.
 */
export const partnerPlanAssignments = pgTable(
  'partner_plan_assignments',
  {
    id: identityId(),
    partnerId: reference('partner_id', () => partners.id),
    planId: reference('plan_id', () => partnerPlans.id),
    fromMonth: date('from_month', { mode: 'string' }).notNull(),
    assignedBy: reference('assigned_by', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('partner_plan_assignments_month').on(table.partnerId, table.fromMonth),
    check('partner_plan_assignments_first_day', sql`extract(day from ${table.fromMonth}) = 1`),
  ],
)

/**
 * A player's CPA qualification, recorded once (unique per player): 'qualified' (counts in the statement of
 * its month), 'held' (a fraud signal open: counts in the month an operator clears it, then 'qualified'), or
 * 'excluded' with its reason (never paid). `month` is the São Paulo month it counts in.
 */
export const QUALIFICATION_STATES = ['qualified', 'held', 'excluded'] as const
export type QualificationState = (typeof QUALIFICATION_STATES)[number]

export const partnerQualifications = pgTable(
  'partner_qualifications',
  {
    id: identityId(),
    userId: playerId(),
    partnerId: reference('partner_id', () => partners.id),
    planId: reference('plan_id', () => partnerPlans.id),
    state: text('state').$type<QualificationState>().notNull(),
    /** Why excluded or held (commission.ts CpaExclusion); null when qualified. */
    reason: text('reason'),
    /** The CPA amount of the plan at qualification, centavos. */
    amount: money('amount').notNull(),
    /** The month it is paid in (1st day); null while held or when excluded. */
    month: date('month', { mode: 'string' }),
    qualifiedAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_qualifications_player').on(table.userId),
    check('partner_qualifications_state_known', oneOf(table.state, QUALIFICATION_STATES)),
    check(
      'partner_qualifications_shape',
      sql`(${table.state} = 'qualified') = (${table.month} is not null) and (${table.state} = 'qualified') = (${table.reason} is null)`,
    ),
    index('partner_qualifications_partner_month').on(table.partnerId, table.month),
  ],
)

/**
 * A statement's life: 'frozen' at the month's end by the job (figures final, from the ledger), 'approved'
 * by a first operator (maker), 'paid' when a second one (checker) released it: the commission is credited to
 * the partner's wallet, which they withdraw by PIX under the payout rules. 'void' when nothing is owed.
 */
export const STATEMENT_STATES = ['frozen', 'approved', 'paid', 'void'] as const
export type StatementState = (typeof STATEMENT_STATES)[number]

export const partnerStatements = pgTable(
  'partner_statements',
  {
    id: identityId(),
    partnerId: reference('partner_id', () => partners.id),
    /** The São Paulo month (its 1st day). */
    month: date('month', { mode: 'string' }).notNull(),
    planId: reference('plan_id', () => partnerPlans.id),
    state: text('state').$type<StatementState>().notNull().default('frozen'),
    /** NGR of the month's lines, the carry-over in, the base and what carries out (≤ 0). */
    ngr: money('ngr').notNull(),
    carryIn: money('carry_in').notNull(),
    carryOut: money('carry_out').notNull(),
    rateBps: integer('rate_bps').notNull(),
    revenueShare: money('revenue_share').notNull(),
    cpaCount: integer('cpa_count').notNull(),
    cpaTotal: money('cpa_total').notNull(),
    subShare: money('sub_share').notNull(),
    total: money('total').notNull(),
    frozenAt: createdAt(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: instant('approved_at'),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: instant('paid_at'),
  },
  (table) => [
    unique('partner_statements_month').on(table.partnerId, table.month),
    check('partner_statements_state_known', oneOf(table.state, STATEMENT_STATES)),
    check('partner_statements_carry', sql`${table.carryIn} <= 0 and ${table.carryOut} <= 0`),
    check(
      'partner_statements_total',
      sql`${table.total} = ${table.revenueShare} + ${table.cpaTotal} + ${table.subShare} and ${table.total} >= 0`,
    ),
    check(
      'partner_statements_four_eyes',
      sql`${table.paidBy} is null or ${table.paidBy} <> ${table.approvedBy}`,
    ),
  ],
)

/**
 * A statement's lines: one per attributed player with money or a CPA in the month ('player': that player's
 * ledger figures), one per sub-partner whose commission the partner shares ('sub_partner'). The player lines'
 * NGR sums to the statement's NGR.
 */
export const STATEMENT_LINE_KINDS = ['player', 'sub_partner'] as const

export const partnerStatementLines = pgTable(
  'partner_statement_lines',
  {
    id: bigIdentityId(),
    statementId: reference('statement_id', () => partnerStatements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof STATEMENT_LINE_KINDS)[number]>().notNull(),
    /** The player of a 'player' line; null on a sub-partner line. */
    userId: integer('user_id').references(() => users.id),
    /** The sub-partner of a 'sub_partner' line. */
    subPartnerId: integer('sub_partner_id').references(() => partners.id),
    stakes: money('stakes').notNull().default(0),
    wins: money('wins').notNull().default(0),
    /** The costs NGR deducts (services/reports/ngr.ts COST_COLUMNS), by name. */
    costs: jsonb('costs').$type<Record<string, number>>().notNull().default({}),
    ngr: money('ngr').notNull().default(0),
    deposits: money('deposits').notNull().default(0),
    cpa: money('cpa').notNull().default(0),
    /** A sub-partner line: that partner's commission and the share of it earned here. */
    subCommission: money('sub_commission').notNull().default(0),
    amount: money('amount').notNull().default(0),
  },
  (table) => [
    check('partner_statement_lines_kind_known', oneOf(table.kind, STATEMENT_LINE_KINDS)),
    check(
      'partner_statement_lines_shape',
      sql`(${table.kind} = 'player') = (${table.userId} is not null) and (${table.kind} = 'sub_partner') = (${table.subPartnerId} is not null)`,
    ),
    index('partner_statement_lines_statement').on(table.statementId),
  ],
)
