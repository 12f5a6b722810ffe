import { Code } from '@src/contract/codes'
import type { Correction, CorrectionCreateBody } from '@src/contract/corrections'
import type { CorrectionStatus } from '@src/contract/corrections-values'
import type { Paged } from '@src/contract/paging'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { readPage } from '../../db/paging'
import { balanceCorrections } from '../../db/schema/corrections'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { type AccountRef, transfer } from '../ledger'

type CorrectionRow = typeof balanceCorrections.$inferSelect

const player = alias(users, 'player')
const maker = alias(users, 'maker')
const checker = alias(users, 'checker')

const selectCorrections = (db: Db, where: SQL | undefined) =>
  db
    .select({
      row: balanceCorrections,
      playerPhone: player.phone,
      makerPhone: maker.phone,
      checkerPhone: checker.phone,
    })
    .from(balanceCorrections)
    .innerJoin(player, eq(player.id, balanceCorrections.userId))
    .innerJoin(maker, eq(maker.id, balanceCorrections.makerId))
    .leftJoin(checker, eq(checker.id, balanceCorrections.checkerId))
    .where(where)

type Selected = Awaited<ReturnType<typeof selectCorrections>>[number]

const view = ({ row, playerPhone, makerPhone, checkerPhone }: Selected): Correction => ({
  id: row.id,
  player: { id: row.userId, phone: playerPhone },
  account: row.account,
  direction: row.direction,
  amount: row.amount,
  reason: row.reason,
  comment: row.comment,
  status: row.status,
  fourEyes: row.fourEyes,
  maker: { id: row.makerId, phone: makerPhone },
  checker: row.checkerId !== null ? { id: row.checkerId, phone: checkerPhone ?? '' } : null,
  rejection: row.rejection,
  balanceAfter: row.balanceAfter,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
})

const correctionView = async (db: Db, id: number): Promise<Correction> => {
  const [row] = await selectCorrections(db, eq(balanceCorrections.id, id))
  if (!row) throw new ApiError(Code.CorrectionNotFound)
  return view(row)
}

/** What the audit row keeps of a correction. */
const auditFields = (row: CorrectionRow) => ({
  id: row.id,
  account: row.account,
  direction: row.direction,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  fourEyes: row.fourEyes,
  balanceAfter: row.balanceAfter,
})

/** Who did it, from where: every correction call writes one audit row with these. */
export interface Operator {
  id: number
  ip: string | null
}

/**
 * Moves the money of a pending correction through the ledger (one movement, key `correction:<id>`, between
 * the player's account and the house's 'corrections' account) and marks it applied, in the caller's
 * transaction. A debit larger than the balance is refused by the ledger: CorrectionBelowZero, nothing moves.
 */
const apply = async (tx: Db, row: CorrectionRow, checkerId: number | null): Promise<CorrectionRow> => {
  const playerAccount: AccountRef = { userId: row.userId, kind: row.account }
  const house: AccountRef = { system: 'corrections' }
  const moved = await transfer(tx, {
    key: `correction:${row.id}`,
    reason: 'correction',
    reference: `correction:${row.id}`,
    from: row.direction === 'credit' ? house : playerAccount,
    to: row.direction === 'credit' ? playerAccount : house,
    amount: row.amount,
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === Code.InsufficientFunds)
      throw new ApiError(Code.CorrectionBelowZero)
    throw error
  })
  const posted = moved.entries.find((entry) => 'userId' in entry.account)
  const [applied] = await tx
    .update(balanceCorrections)
    .set({
      status: 'applied',
      checkerId,
      ledgerTransactionId: moved.transactionId,
      balanceAfter: posted?.balanceAfter ?? null,
      decidedAt: new Date(),
    })
    .where(eq(balanceCorrections.id, row.id))
    .returning()
  if (!applied) throw new Error(`correction ${row.id} vanished`)
  return applied
}

const sameRequest = (row: CorrectionRow, makerId: number, body: CorrectionCreateBody): boolean =>
  row.makerId === makerId &&
  row.userId === body.userId &&
  row.account === body.account &&
  row.direction === body.direction &&
  row.amount === body.amount &&
  row.reason === body.reason &&
  row.comment === body.comment.trim()

/**
 * admin/correction_create: records the correction and its audit row in one transaction; up to
 * `fourEyesCentavos` it applies at once (the maker's word is enough), above it waits as pending and moves
 * nothing. The same idempotency key again answers the first correction (CorrectionKeyReused when the request
 * differs). A debit that would take the balance below zero is refused whole: no correction is recorded.
 */
export const createCorrection = async (
  db: Db,
  fourEyesCentavos: number,
  operator: Operator,
  body: CorrectionCreateBody,
): Promise<Correction> => {
  const id = await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId))
    if (!target) throw new ApiError(Code.PlayerNotFound)
    const fourEyes = body.amount > fourEyesCentavos
    const [created] = await tx
      .insert(balanceCorrections)
      .values({
        userId: body.userId,
        account: body.account,
        direction: body.direction,
        amount: body.amount,
        reason: body.reason,
        comment: body.comment.trim(),
        idempotencyKey: body.idempotencyKey,
        status: 'pending',
        fourEyes,
        makerId: operator.id,
      })
      .onConflictDoNothing({ target: balanceCorrections.idempotencyKey })
      .returning()
    if (!created) {
      const [first] = await tx
        .select()
        .from(balanceCorrections)
        .where(eq(balanceCorrections.idempotencyKey, body.idempotencyKey))
      if (!first || !sameRequest(first, operator.id, body)) throw new ApiError(Code.CorrectionKeyReused)
      return first.id
    }
    const row = fourEyes ? created : await apply(tx, created, null)
    await recordAudit(tx, {
      actorId: operator.id,
      action: fourEyes ? 'correction.request' : 'correction.apply',
      target: `user:${row.userId}`,
      before: null,
      after: auditFields(row),
      reason: `${row.reason}: ${row.comment}`,
      ip: operator.ip,
    })
    return row.id
  })
  return correctionView(db, id)
}

/** The pending correction, locked: of two operators deciding at once, the second finds it decided. */
const lockPending = async (tx: Db, id: number, operatorId: number): Promise<CorrectionRow> => {
  const [row] = await tx.select().from(balanceCorrections).where(eq(balanceCorrections.id, id)).for('update')
  if (!row) throw new ApiError(Code.CorrectionNotFound)
  if (row.status !== 'pending') throw new ApiError(Code.CorrectionDecided)
  if (row.makerId === operatorId) throw new ApiError(Code.CorrectionOwnDecision)
  return row
}

/**
 * admin/correction_approve: a second operator applies a pending correction, money and audit row in one
 * transaction. The maker is refused (CorrectionOwnDecision); a correction already decided answers
 * CorrectionDecided and moves nothing; a debit larger than the balance now stays pending (CorrectionBelowZero).
 */
export const approveCorrection = async (db: Db, operator: Operator, id: number): Promise<Correction> => {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id, operator.id)
    const applied = await apply(tx, row, operator.id)
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'correction.approve',
      target: `user:${row.userId}`,
      before: auditFields(row),
      after: auditFields(applied),
      reason: `${row.reason}: ${row.comment}`,
      ip: operator.ip,
    })
  })
  return correctionView(db, id)
}

/** admin/correction_reject: a second operator refuses a pending correction; nothing ever moves for it. */
export const rejectCorrection = async (
  db: Db,
  operator: Operator,
  id: number,
  why: string,
): Promise<Correction> => {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id, operator.id)
    const [rejected] = await tx
      .update(balanceCorrections)
      .set({ status: 'rejected', checkerId: operator.id, rejection: why.trim(), decidedAt: new Date() })
      .where(eq(balanceCorrections.id, id))
      .returning()
    if (!rejected) throw new Error(`correction ${id} vanished`)
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'correction.reject',
      target: `user:${row.userId}`,
      before: auditFields(row),
      after: auditFields(rejected),
      reason: why.trim(),
      ip: operator.ip,
    })
  })
  return correctionView(db, id)
}

export interface CorrectionQuery {
  status: CorrectionStatus | undefined
  userId: number | undefined
  page: number
  limit: number
}

/** admin/corrections: newest first. */
export const listCorrections = async (
  db: Db,
  { status, userId, page, limit }: CorrectionQuery,
): Promise<Paged<Correction>> => {
  const conditions: SQL[] = []
  if (status) conditions.push(eq(balanceCorrections.status, status))
  if (userId) conditions.push(eq(balanceCorrections.userId, userId))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  return readPage(
    selectCorrections(db, where).orderBy(desc(balanceCorrections.id)),
    db.select({ value: count() }).from(balanceCorrections).where(where),
    { page, limit },
    (rows) => rows.map(view),
  )
}

/** The corrections applied to one player's balances, newest first (index/balance_history). */
export const appliedCorrections = async (db: Db, userId: number, page: number, limit: number) => {
  const where = and(eq(balanceCorrections.userId, userId), eq(balanceCorrections.status, 'applied'))
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(balanceCorrections)
      .where(where)
      .orderBy(desc(balanceCorrections.decidedAt), desc(balanceCorrections.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(balanceCorrections).where(where),
  ])
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      amount: row.direction === 'credit' ? row.amount : -row.amount,
      reason: row.reason,
      balanceAfter: row.balanceAfter ?? 0,
      at: (row.decidedAt ?? row.createdAt).toISOString(),
    })),
    total: total?.value ?? 0,
  }
}
