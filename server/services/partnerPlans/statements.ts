import { Code } from '@src/contract/codes'
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { rowsOf } from '../../db/rows'
import {
  type partnerPlans,
  partnerQualifications,
  partnerStatementLines,
  partnerStatements,
} from '../../db/schema/partnerPlans'
import { partners } from '../../db/schema/partners'
import { ApiError } from '../../envelope'
import { refuseOwnAccount } from '../accounts'
import { recordAudit } from '../audit'
import { transfer } from '../ledger'
import { COST_COLUMNS, ngrOf } from '../reports'
import { type MonthCommission, monthCommission, shareOf } from './commission'
import { isMonth, type Month, monthAt, monthBounds, shiftMonth } from './month'
import { type PlayerMoney, playersMoney } from './ngr'
import { planOf, termsOf } from './plans'

/**
 * Monthly statements (docs/partners.md, "Plans and statements"): frozen once a São Paulo month has ended, one
 * per partner with a plan that month, from the ledger (ngr.ts) and the month's qualifications; then approved
 * by one operator and released for payment by another.
 */

type PlanRow = typeof partnerPlans.$inferSelect

interface PartnerMonth {
  partnerId: number
  parentId: number | null
  plan: PlanRow
  money: Map<number, PlayerMoney>
  cpa: Map<number, number>
  carryIn: number
  own: MonthCommission
}

/** The partner's players: attributed before the month's end. */
const playersOf = async (db: Db, partnerId: number, month: Month): Promise<number[]> =>
  rowsOf<{ user_id: number }>(
    await db.execute(sql`select user_id from partner_attributions
      where partner_id = ${partnerId} and attributed_at < ${monthBounds(month).end} order by user_id`),
  ).map((row) => Number(row.user_id))

/** The carry-over out of the partner's latest statement before the month (0 without one). */
const carryInOf = async (db: Db, partnerId: number, month: Month): Promise<number> => {
  const [last] = await db
    .select({ carryOut: partnerStatements.carryOut })
    .from(partnerStatements)
    .where(and(eq(partnerStatements.partnerId, partnerId), lt(partnerStatements.month, month)))
    .orderBy(desc(partnerStatements.month))
    .limit(1)
  return last?.carryOut ?? 0
}

/** A partner's own figures of the month (revenue share and CPA; the sub-partners' share comes after). */
const partnerMonth = async (
  db: Db,
  partner: { id: number; parentId: number | null },
  month: Month,
): Promise<PartnerMonth | null> => {
  const plan = await planOf(db, partner.id, month)
  if (!plan) return null
  const players = await playersOf(db, partner.id, month)
  const { start, end } = monthBounds(month)
  const money = await playersMoney(db, players, start, end)
  const qualified = await db
    .select({ userId: partnerQualifications.userId, amount: partnerQualifications.amount })
    .from(partnerQualifications)
    .where(
      and(
        eq(partnerQualifications.partnerId, partner.id),
        eq(partnerQualifications.month, month),
        eq(partnerQualifications.state, 'qualified'),
      ),
    )
  const terms = termsOf(plan)
  const cpa = new Map(terms.cpa ? qualified.map((row) => [row.userId, row.amount]) : [])
  const carryIn = await carryInOf(db, partner.id, month)
  let ngr = 0
  for (const figures of money.values()) ngr += ngrOf(figures)
  const own = monthCommission(terms, { ngr, carryIn, cpaAmounts: [...cpa.values()], subCommissions: [] })
  return { partnerId: partner.id, parentId: partner.parentId, plan, money, cpa, carryIn, own }
}

/**
 * Freezes the month's statements: every partner with a plan that month and no statement yet gets one, with a
 * line per player that moved money or qualified, and a line per sub-partner whose commission it shares. All
 * in one transaction under an advisory lock, so a month is frozen once; answers how many were written. The
 * caller passes an ended month (the job: the month before now's).
 */
export const freezeMonth = async (db: Db, month: Month): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${0x70617274})`)
    const all = await tx
      .select({ id: partners.id, parentId: partners.parentId })
      .from(partners)
      .orderBy(asc(partners.id))
    const done = new Set(
      (
        await tx
          .select({ partnerId: partnerStatements.partnerId })
          .from(partnerStatements)
          .where(eq(partnerStatements.month, month))
      ).map((row) => row.partnerId),
    )
    const months = new Map<number, PartnerMonth>()
    for (const partner of all) {
      const figures = await partnerMonth(tx, partner, month)
      if (figures) months.set(partner.id, figures)
    }
    let written = 0
    for (const figures of months.values()) {
      if (done.has(figures.partnerId)) continue
      // One level: a partner shares its direct sub-partners' own commission (theirs, not what they share).
      const subs = [...months.values()].filter((sub) => sub.parentId === figures.partnerId)
      const share = figures.plan.subShareBps
      const subShare = subs.reduce((sum, sub) => sum + shareOf(sub.own.total, share), 0)
      const total = figures.own.total + subShare
      const [statement] = await tx
        .insert(partnerStatements)
        .values({
          partnerId: figures.partnerId,
          month,
          planId: figures.plan.id,
          state: total > 0 ? 'frozen' : 'void',
          ngr: figures.own.revenue.base - figures.carryIn,
          carryIn: figures.carryIn,
          carryOut: figures.own.revenue.carryOut,
          rateBps: figures.own.revenue.rateBps,
          revenueShare: figures.own.revenue.commission,
          cpaCount: figures.cpa.size,
          cpaTotal: figures.own.cpa,
          subShare,
          total,
        })
        .returning({ id: partnerStatements.id })
      if (!statement) throw new Error('Statement not written')
      const playerLines = [...figures.money.entries()]
        .filter(
          ([userId, money]) =>
            figures.cpa.has(userId) ||
            money.deposits !== 0 ||
            money.stakes !== 0 ||
            money.wins !== 0 ||
            COST_COLUMNS.some((cost) => money.costs[cost] !== 0),
        )
        .map(([userId, money]) => ({
          statementId: statement.id,
          kind: 'player' as const,
          userId,
          stakes: money.stakes,
          wins: money.wins,
          costs: money.costs,
          ngr: ngrOf(money),
          deposits: money.deposits,
          cpa: figures.cpa.get(userId) ?? 0,
        }))
      const subLines = subs.map((sub) => ({
        statementId: statement.id,
        kind: 'sub_partner' as const,
        subPartnerId: sub.partnerId,
        subCommission: sub.own.total,
        amount: shareOf(sub.own.total, share),
      }))
      for (const lines of [playerLines, subLines])
        if (lines.length > 0) await tx.insert(partnerStatementLines).values(lines)
      written += 1
    }
    return written
  })

/**
 * Whether some partner with a plan in the month has no statement of it yet: the job's cheap question each
 * minute, so that a frozen month is not read again from the ledger.
 */
export const monthPending = async (db: Db, month: Month): Promise<boolean> =>
  rowsOf(
    await db.execute(sql`select 1 from partner_plan_assignments a
      where a.from_month <= ${month}
        and not exists (select 1 from partner_statements s where s.partner_id = a.partner_id and s.month = ${month})
      limit 1`),
  ).length > 0

/** The last month that has ended at `now` (São Paulo): the one the job freezes. */
export const lastEndedMonth = (now: Date): Month => shiftMonth(monthAt(now), -1)

// ----------------------------------------------------------------------------------------- reading

type StatementRow = typeof partnerStatements.$inferSelect
type LineRow = typeof partnerStatementLines.$inferSelect

/** A partner's statements, newest month first (the console's list takes every partner's: partnerId null). */
export const listStatements = (
  db: Db,
  filter: { partnerId?: number | undefined; month?: Month | undefined },
): Promise<StatementRow[]> => {
  if (filter.month !== undefined && !isMonth(filter.month))
    throw new ApiError(Code.PartnerStatementMonthInvalid)
  return db
    .select()
    .from(partnerStatements)
    .where(
      and(
        filter.partnerId !== undefined ? eq(partnerStatements.partnerId, filter.partnerId) : undefined,
        filter.month !== undefined ? eq(partnerStatements.month, filter.month) : undefined,
      ),
    )
    .orderBy(desc(partnerStatements.month), asc(partnerStatements.partnerId))
    .limit(500)
}

/** One statement and its lines; `partnerId` limits it to that partner's own (a partner reading theirs). */
export const statementDetail = async (
  db: Db,
  id: number,
  partnerId?: number,
): Promise<{ statement: StatementRow; lines: LineRow[] }> => {
  const [statement] = await db.select().from(partnerStatements).where(eq(partnerStatements.id, id))
  if (!statement || (partnerId !== undefined && statement.partnerId !== partnerId))
    throw new ApiError(Code.PartnerStatementNotFound)
  const lines = await db
    .select()
    .from(partnerStatementLines)
    .where(eq(partnerStatementLines.statementId, id))
    .orderBy(asc(partnerStatementLines.id))
  return { statement, lines }
}

// ---------------------------------------------------------------------------------------- approval

interface Operator {
  id: number
  ip: string
}

/** The statement locked, with its partner's account, refused when the operator is that account or linked. */
const lockStatement = async (tx: Db, operator: Operator, id: number) => {
  const [row] = await tx
    .select({ statement: partnerStatements, partnerUser: partners.userId, partnerStatus: partners.status })
    .from(partnerStatements)
    .innerJoin(partners, eq(partners.id, partnerStatements.partnerId))
    .where(eq(partnerStatements.id, id))
    .for('update', { of: partnerStatements })
  if (!row) throw new ApiError(Code.PartnerStatementNotFound)
  await refuseOwnAccount(tx, operator.id, row.partnerUser)
  return row
}

/** A statement's next step written (`set`: its state and who took it) and audited in the same transaction. */
const moveStatement = async (
  tx: Db,
  operator: Operator,
  id: number,
  set: PgUpdateSetSource<typeof partnerStatements>,
  audit: { action: string; after: Record<string, unknown> },
): Promise<StatementRow> => {
  const [moved] = await tx.update(partnerStatements).set(set).where(eq(partnerStatements.id, id)).returning()
  if (!moved) throw new Error('Statement not updated')
  await recordAudit(tx, {
    actorId: operator.id,
    action: audit.action,
    target: `partner_statement:${id}`,
    ip: operator.ip,
    after: audit.after,
  })
  return moved
}

/**
 * The maker's step: a frozen statement approved for payment (PartnerStatementState otherwise). Nothing moves.
 */
export const approveStatement = (db: Db, operator: Operator, id: number): Promise<StatementRow> =>
  db.transaction(async (tx) => {
    const { statement } = await lockStatement(tx, operator, id)
    if (statement.state !== 'frozen') throw new ApiError(Code.PartnerStatementState)
    return moveStatement(
      tx,
      operator,
      id,
      { state: 'approved', approvedBy: operator.id, approvedAt: sql`now()` },
      { action: 'partner.statementApprove', after: { total: statement.total, month: statement.month } },
    )
  })

/**
 * The checker's step: another operator than the approver releases an approved statement (PartnerStatementMaker
 * for the approver, PartnerStatementState when not approved, PartnerNotApproved for a suspended partner). In
 * one transaction the total moves through the ledger from the 'partner_commissions' account to the partner's
 * wallet (key 'partner_statement:<id>': once), and the statement is marked paid. The partner takes it out by
 * PIX as any withdrawal (index/withdraw): to their own CPF's key, under the payout rules, limits and holds.
 */
export const payStatement = (db: Db, operator: Operator, id: number): Promise<StatementRow> =>
  db.transaction(async (tx) => {
    const { statement, partnerUser, partnerStatus } = await lockStatement(tx, operator, id)
    if (statement.state !== 'approved') throw new ApiError(Code.PartnerStatementState)
    if (statement.approvedBy === operator.id) throw new ApiError(Code.PartnerStatementMaker)
    if (partnerStatus !== 'approved') throw new ApiError(Code.PlanPartnerNotApproved)
    await transfer(tx, {
      key: `partner_statement:${id}`,
      reason: 'partner_commission',
      reference: `partner_statement:${id}`,
      from: { system: 'partner_commissions' },
      to: { userId: partnerUser, kind: 'wallet' },
      amount: statement.total,
    })
    return moveStatement(
      tx,
      operator,
      id,
      { state: 'paid', paidBy: operator.id, paidAt: sql`now()` },
      {
        action: 'partner.statementPay',
        after: { total: statement.total, month: statement.month, approvedBy: statement.approvedBy },
      },
    )
  })
