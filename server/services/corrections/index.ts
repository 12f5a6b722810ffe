import { Code } from '@src/contract/codes'
import type { Correction, CorrectionCreateBody } from '@src/contract/corrections'
import type { CorrectionReason, CorrectionStatus } from '@src/contract/corrections-values'
import type { Paged } from '@src/contract/paging'
import { and, count, desc, eq, gte, isNull, type SQL, sql, sum } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CorrectionSoloLimits } from '../../config'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { readPage } from '../../db/paging'
import { balanceCorrections } from '../../db/schema/corrections'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { lockPlayer, refuseConsoleAccount, refuseOwnAccount } from '../accounts'
import { recordAudit } from '../audit'
import { dayOf, dayRange } from '../calendar'
import { type AccountRef, transfer } from '../ledger'
import { notifyPlayer } from '../notifications'
import { standingRefusal } from '../protection'

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
 * the player's account and the house's 'corrections' account), marks it applied and tells the player
 * (correctionApplied: the amount, credit or debit, the balance and the reason), in the caller's transaction.
 * A debit larger than the balance is refused by the ledger: CorrectionBelowZero, nothing moves.
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
  await notifyPlayer(tx, row.userId, 'correctionApplied', {
    amount: row.amount,
    direction: row.direction,
    account: row.account,
    correctionReason: row.reason,
    correctionId: row.id,
  })
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

/** The correction an idempotency key made before, when the same maker asks the same again (else refused). */
const earlier = async (tx: Db, makerId: number, body: CorrectionCreateBody): Promise<number | null> => {
  const [first] = await tx
    .select()
    .from(balanceCorrections)
    .where(eq(balanceCorrections.idempotencyKey, body.idempotencyKey))
  if (!first) return null
  if (!sameRequest(first, makerId, body)) throw new ApiError(Code.CorrectionKeyReused)
  return first.id
}

/** The one reason a correction may reach a player eligibility bars (protection's standingRefusal): a proven error refunded. */
const SHIELD_EXCEPTION: CorrectionReason = 'errorFix'

/** What decides whether a correction applies at once: config's CORRECTION_FOUR_EYES_* and CORRECTION_SOLO_*. */
export interface CorrectionRules {
  fourEyesCentavos: number
  solo: CorrectionSoloLimits
}

/**
 * Whether the maker may still apply `amount` alone today (São Paulo day): their corrections applied without a
 * checker stay within CORRECTION_SOLO_DAILY_COUNT and CORRECTION_SOLO_DAILY_CENTAVOS with this one. Read
 * under the maker's advisory lock, held until the correction is written, so two requests at once count
 * each other.
 */
const withinSoloLimits = async (
  tx: Db,
  makerId: number,
  amount: number,
  solo: CorrectionSoloLimits,
): Promise<boolean> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ficha-correction-solo'), ${makerId}::int)`)
  const [today] = await tx
    .select({ count: count(), total: sum(balanceCorrections.amount) })
    .from(balanceCorrections)
    .where(
      and(
        eq(balanceCorrections.makerId, makerId),
        eq(balanceCorrections.status, 'applied'),
        isNull(balanceCorrections.checkerId),
        gte(balanceCorrections.createdAt, dayRange(dayOf(new Date())).start),
      ),
    )
  return (today?.count ?? 0) + 1 <= solo.count && centavos(today?.total) + amount <= solo.centavos
}

/**
 * The target's checks, under the player's lock: a player account (a console account has no wallet), not the
 * maker's own nor linked to them, and eligible (not barred by their standing: identity in the brazil profile,
 * ban, play block, cool-off or self-exclusion) unless the correction refunds a proven error. Answers whether
 * the player is so shielded (then a second operator must approve).
 */
const checkTarget = async (tx: Db, operatorId: number, userId: number, reason: CorrectionReason) => {
  const [target] = await tx
    .select({ roles: users.roles, permissions: users.permissions })
    .from(users)
    .where(eq(users.id, userId))
  if (!target) throw new ApiError(Code.PlayerNotFound)
  refuseConsoleAccount(target)
  await refuseOwnAccount(tx, operatorId, userId)
  await lockPlayer(tx, userId)
  const shielded = (await standingRefusal(tx, userId)) !== null
  if (shielded && reason !== SHIELD_EXCEPTION) throw new ApiError(Code.ProtectedPlayerCorrection)
  return { shielded }
}

/**
 * admin/correction_create: records the correction and its audit row in one transaction. It applies at once
 * (the maker's word is enough) when it is at most `fourEyesCentavos`, within the maker's solo limits of the
 * day and not for a shielded player; otherwise it waits as pending and moves nothing. Refused, with nothing
 * recorded: a console account (OperatorNotPlayer), the maker's own or linked account (OwnAccountDecision), a
 * shielded player for any reason but errorFix, a debit that would take the balance below zero. The same
 * idempotency key again answers the first correction (CorrectionKeyReused when the request differs).
 */
export const createCorrection = async (
  db: Db,
  rules: CorrectionRules,
  operator: Operator,
  body: CorrectionCreateBody,
): Promise<Correction> => {
  const id = await db.transaction(async (tx) => {
    const retried = await earlier(tx, operator.id, body)
    if (retried !== null) return retried
    const { shielded } = await checkTarget(tx, operator.id, body.userId, body.reason)
    const fourEyes =
      shielded ||
      body.amount > rules.fourEyesCentavos ||
      !(await withinSoloLimits(tx, operator.id, body.amount, rules.solo))
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
      const first = await earlier(tx, operator.id, body)
      if (first === null) throw new Error('a correction key vanished')
      return first
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

/**
 * The pending correction, locked: of two operators deciding at once, the second finds it decided. The checker
 * is never its maker (CorrectionOwnDecision) nor the player it moves money for (OwnAccountDecision).
 */
const lockPending = async (tx: Db, id: number, operatorId: number): Promise<CorrectionRow> => {
  const [row] = await tx.select().from(balanceCorrections).where(eq(balanceCorrections.id, id)).for('update')
  if (!row) throw new ApiError(Code.CorrectionNotFound)
  if (row.status !== 'pending') throw new ApiError(Code.CorrectionDecided)
  if (row.makerId === operatorId) throw new ApiError(Code.CorrectionOwnDecision)
  await refuseOwnAccount(tx, operatorId, row.userId)
  return row
}

/**
 * admin/correction_approve: a second operator applies a pending correction, money and audit row in one
 * transaction. The maker is refused (CorrectionOwnDecision), so is the operator who owns the account; a
 * correction already decided answers
 * CorrectionDecided and moves nothing; a debit larger than the balance now stays pending (CorrectionBelowZero).
 */
export const approveCorrection = async (db: Db, operator: Operator, id: number): Promise<Correction> => {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id, operator.id)
    // A bar (an exclusion, a ban, a play block) that began while it waited is checked again: only a refunded error still reaches the player.
    await checkTarget(tx, operator.id, row.userId, row.reason)
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
