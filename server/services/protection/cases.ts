import { Code } from '@src/contract/codes'
import type {
  RiskCase,
  RiskCaseAssignBody,
  RiskCaseDecideBody,
  RiskCaseExport,
  RiskCasePage,
  RiskCasesBody,
} from '@src/contract/risk'
import { clearsCase, isRgRule, RISK_PERMISSIONS, type RiskRating } from '@src/contract/risk-values'
import { grantsPermission } from '@src/permissions/rules'
import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { readPage } from '../../db/paging'
import { orders } from '../../db/schema/money'
import { riskCases } from '../../db/schema/risk'
import { rounds } from '../../db/schema/rounds'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { refuseOwnAccount } from '../accounts'
import { logProtection } from '../audit'
import { caseFlags, flagView } from './evidence'

/**
 * The risk cases' workflow: a case is opened by the monitoring job, taken by an operator
 * (its owner), decided with a reason, exported for a COAF report. Every action is recorded in the player's
 * protection log with the operator.
 */

/** Whether the player has a risk case still open (the payout rules hold such a withdrawal for a human). */
export const hasOpenRiskCase = async (db: Db, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: riskCases.id })
    .from(riskCases)
    .where(and(eq(riskCases.userId, userId), eq(riskCases.status, 'open')))
    .limit(1)
  return row !== undefined
}

/**
 * A player's risk rating from their cases: an open money-laundering case weighs 4, an open responsible-gaming
 * case 2, a case of the last 12 months closed with an action (anything but noAction) 1. Low at 0, medium
 * from 1, high from 4.
 */
const RATING_POINTS = sql<number>`coalesce(sum(case
  when ${riskCases.status} = 'open' and ${riskCases.rule} in ('sharedIdentifier', 'largeWithdrawal', 'passThrough', 'partnerFraud') then 4
  when ${riskCases.status} = 'open' then 2
  when ${riskCases.decision} <> 'noAction' and ${riskCases.decidedAt} > now() - interval '12 months' then 1
  else 0 end), 0)`

const ratingOf = (points: number): RiskRating => (points >= 4 ? 'high' : points >= 1 ? 'medium' : 'low')

const ratings = async (db: Db, userIds: number[]): Promise<Map<number, RiskRating>> => {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: riskCases.userId, points: RATING_POINTS })
    .from(riskCases)
    .where(inArray(riskCases.userId, userIds))
    .groupBy(riskCases.userId)
  return new Map(rows.map((row) => [row.userId, ratingOf(Number(row.points))]))
}

/**
 * The player's risk rating now.
 * @internal Tests read one player's rating; the console reads them with the cases.
 */
export const riskRating = async (db: Db, userId: number): Promise<RiskRating> =>
  (await ratings(db, [userId])).get(userId) ?? 'low'

const owners = alias(users, 'owners')

const caseRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      row: riskCases,
      phone: users.phone,
      cpf: users.cpf,
      ownerPhone: owners.phone,
      flags: sql<number>`(select count(*) from risk_flags f where f.case_id = ${riskCases.id})::int`,
    })
    .from(riskCases)
    .innerJoin(users, eq(users.id, riskCases.userId))
    .leftJoin(owners, eq(owners.id, riskCases.ownerId))
    .where(where)

type CaseRow = Awaited<ReturnType<typeof caseRows>>[number]

const toCase = ({ row, phone, cpf, ownerPhone, flags }: CaseRow, rating: RiskRating): RiskCase => ({
  id: row.id,
  player: { id: row.userId, phone, cpf },
  rule: row.rule,
  kind: isRgRule(row.rule) ? 'rg' : 'aml',
  status: row.status,
  flags: Number(flags),
  owner: row.ownerId !== null && ownerPhone !== null ? { id: row.ownerId, phone: ownerPhone } : null,
  deadline: row.deadline.toISOString(),
  decision: row.decision,
  reason: row.reason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  openedAt: row.openedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  rating,
})

const withRatings = async (db: Db, rows: CaseRow[]): Promise<RiskCase[]> => {
  const rated = await ratings(
    db,
    rows.map((row) => row.row.userId),
  )
  return rows.map((row) => toCase(row, rated.get(row.row.userId) ?? 'low'))
}

/** admin/risk_cases: cases by status (open: the nearest deadline first; closed: the latest first). */
export const listRiskCases = async (
  db: Db,
  { status, userId, page = 1, limit = 20 }: RiskCasesBody,
): Promise<RiskCasePage> => {
  const where = and(
    status ? eq(riskCases.status, status) : undefined,
    userId ? eq(riskCases.userId, userId) : undefined,
  )
  return readPage(
    caseRows(db, where).orderBy(
      status === 'closed' ? sql`${riskCases.decidedAt} desc` : asc(riskCases.deadline),
      asc(riskCases.id),
    ),
    db.select({ value: count() }).from(riskCases).where(where),
    { page, limit },
    (rows) => withRatings(db, rows),
  )
}

const oneCase = async (db: Db, id: number): Promise<RiskCase> => {
  const [row] = await caseRows(db, eq(riskCases.id, id))
  if (!row) throw new ApiError(Code.RiskCaseNotFound)
  return (await withRatings(db, [row]))[0] as RiskCase
}

/** The case, locked until the transaction ends, and still open. */
const lockOpenCase = async (tx: Db, id: number) => {
  const [row] = await tx.select().from(riskCases).where(eq(riskCases.id, id)).for('update')
  if (!row) throw new ApiError(Code.RiskCaseNotFound)
  if (row.status !== 'open') throw new ApiError(Code.RiskCaseClosed)
  return row
}

/** admin/risk_case_assign: the caller takes the case, or hands it to an operator allowed to decide cases. */
export const assignRiskCase = async (
  db: Db,
  operatorId: number,
  { id, ownerId = operatorId }: RiskCaseAssignBody,
): Promise<RiskCase> => {
  await db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, id)
    const [owner] = await tx
      .select({ permissions: users.permissions })
      .from(users)
      .where(eq(users.id, ownerId))
    if (!owner || !grantsPermission(owner.permissions, RISK_PERMISSIONS.decide))
      throw new ApiError(Code.RiskOwnerInvalid)
    await tx.update(riskCases).set({ ownerId, updatedAt: sql`now()` }).where(eq(riskCases.id, id))
    await logProtection(tx, row.userId, 'riskCaseAssigned', { caseId: id, ownerId }, operatorId)
  })
  return oneCase(db, id)
}

/**
 * Gives back what the player's open cases held once one is cleared, in the decision's transaction: answers the
 * withdrawals it let go (the money domain's payout rules, passed in by the caller).
 */
export type ReleaseHolds = (tx: Db, userId: number) => Promise<number[]>

/**
 * admin/risk_case_decide: closes the case with its decision and reason; the operator becomes its owner if none.
 * A cleared case releases what it held (`release`), so nobody decides a case of their own account
 * (OwnAccountDecision); a confirmed one leaves its holds to a person.
 */
export const decideRiskCase = async (
  db: Db,
  operatorId: number,
  { id, decision, reason }: RiskCaseDecideBody,
  release: ReleaseHolds,
): Promise<RiskCase> => {
  const why = reason.trim()
  if (!why) throw new ApiError(Code.RiskReasonRequired)
  await db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, id)
    await refuseOwnAccount(tx, operatorId, row.userId)
    await tx
      .update(riskCases)
      .set({
        status: 'closed',
        decision,
        reason: why,
        decidedBy: operatorId,
        decidedAt: sql`now()`,
        ownerId: row.ownerId ?? operatorId,
        updatedAt: sql`now()`,
      })
      .where(eq(riskCases.id, id))
    const released = clearsCase(decision) ? await release(tx, row.userId) : []
    await logProtection(
      tx,
      row.userId,
      'riskCaseDecided',
      { caseId: id, decision, reason: why, released },
      operatorId,
    )
  })
  return oneCase(db, id)
}

/** admin/risk_case_export: the case, the player, its flags and the money around them (recorded). */
export const exportRiskCase = async (
  db: Db,
  operatorId: number,
  id: number,
  now = new Date(),
): Promise<RiskCaseExport> => {
  const riskCase = await oneCase(db, id)
  const flags = await caseFlags(db, id)
  const [player] = await db.select().from(users).where(eq(users.id, riskCase.player.id))
  if (!player) throw new ApiError(Code.PlayerNotFound)
  const first = flags[0]?.flaggedAt ?? new Date(riskCase.openedAt)
  const from = new Date(first.getTime() - 30 * 86_400_000)
  const period = (column: typeof orders.createdAt | typeof rounds.startedAt) =>
    and(gte(column, from), lte(column, now))
  const [movements, [play]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, player.id), period(orders.createdAt)))
      .orderBy(asc(orders.createdAt), asc(orders.id)),
    db
      .select({
        rounds: count(),
        stakes: sql<string>`coalesce(sum(${rounds.bet}), 0)`,
        wins: sql<string>`coalesce(sum(${rounds.win}), 0)`,
      })
      .from(rounds)
      .where(and(eq(rounds.userId, player.id), period(rounds.startedAt))),
  ])
  await logProtection(db, player.id, 'riskCaseExported', { caseId: id }, operatorId)
  return {
    exportedAt: now.toISOString(),
    case: riskCase,
    player: {
      id: player.id,
      cpf: player.cpf,
      fullName: player.fullName,
      birthDate: player.birthDate,
      phone: player.phone,
      signedUpAt: player.createdAt.toISOString(),
    },
    flags: flags.map(flagView),
    movements: movements.map((order) => ({
      orderId: order.id,
      type: order.type,
      status: order.status,
      amount: order.amount,
      createdAt: order.createdAt.toISOString(),
    })),
    play: { rounds: play?.rounds ?? 0, stakes: centavos(play?.stakes), wins: centavos(play?.wins) },
  }
}
