import {
  RISK_CASE_STATUSES,
  RISK_DECISIONS,
  RISK_RULES,
  type RiskCaseStatus,
  type RiskDecision,
  type RiskRule,
} from '@src/contract/risk-values'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { identityId, instant, reference, updatedAt } from '../columns'
import { playerId, users } from './users'

/**
 * Risk and responsible-gaming monitoring (services/protection/monitoring.ts). A rule's
 * flag is kept once per what it saw (`key`: the order, the day, the identifier); flags of one player and
 * rule gather in one open case until an operator decides it.
 */
export const riskCases = pgTable(
  'risk_cases',
  {
    id: identityId(),
    userId: playerId('cascade'),
    rule: text('rule').$type<RiskRule>().notNull(),
    status: text('status').$type<RiskCaseStatus>().notNull().default('open'),
    /** The operator who owns it; null until someone takes it. */
    ownerId: integer('owner_id').references(() => users.id),
    deadline: instant('deadline').notNull(),
    decision: text('decision').$type<RiskDecision>(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
    openedAt: instant('opened_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('risk_cases_rule_known', oneOf(table.rule, RISK_RULES)),
    check('risk_cases_status_known', oneOf(table.status, RISK_CASE_STATUSES)),
    check(
      'risk_cases_decision_known',
      sql`${table.decision} is null or ${oneOf(table.decision, RISK_DECISIONS)}`,
    ),
    check(
      'risk_cases_closed_decided',
      sql`(${table.status} = 'closed') = (${table.decision} is not null and ${table.reason} is not null and ${table.decidedAt} is not null)`,
    ),
    // One open case per player and rule: a new flag updates it.
    uniqueIndex('risk_cases_open_unique').on(table.userId, table.rule).where(sql`${table.status} = 'open'`),
    index('risk_cases_queue_idx').on(table.status, table.deadline),
    index('risk_cases_user_idx').on(table.userId),
  ],
)

export const riskFlags = pgTable(
  'risk_flags',
  {
    id: identityId(),
    caseId: reference('case_id', () => riskCases.id, { onDelete: 'cascade' }),
    userId: playerId('cascade'),
    rule: text('rule').$type<RiskRule>().notNull(),
    /** What the flag is about, so a rule seeing it again adds nothing (e.g. 'order:42', '2026-11-20'). */
    key: text('key').notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    flaggedAt: instant('flagged_at').notNull().defaultNow(),
  },
  (table) => [
    check('risk_flags_rule_known', oneOf(table.rule, RISK_RULES)),
    unique('risk_flags_once').on(table.userId, table.rule, table.key),
    index('risk_flags_case_idx').on(table.caseId),
  ],
)

/** Where the monitoring job got to: each run looks at what happened since (less a margin) and up to now. */
export const riskMonitorRuns = pgTable('risk_monitor_runs', {
  id: identityId(),
  ranAt: instant('ran_at').notNull(),
  flags: integer('flags').notNull().default(0),
})
