import { Code } from '@src/contract/codes'
import type { CodePurpose } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import type { CodeLimits } from '../../config'
import type { Db } from '../../db'
import { playerProtection } from '../../db/schema/protection'
import { playerNotes, type User, users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { issueCode, lockPlayer } from '../accounts'
import { recordAudit } from '../audit'

/**
 * The operator's actions on a player (console player page). Each runs in one transaction with its audit row
 * (recordAudit), so none is done unaudited. None touches what protects the player (limits, cool-off,
 * self-exclusion, the national ban): blocking play only adds a refusal, unblocking only removes the
 * operator's own block.
 */

/** Who acts, and from where (kept in the audit row). */
interface Operator {
  id: number
  ip: string
}

const target = (userId: number) => `user:${userId}`

/** The player, locked for the rest of the transaction; PlayerNotFound without one. */
const lockedPlayer = async (tx: Db, userId: number): Promise<User> => {
  await lockPlayer(tx, userId)
  const [user] = await tx.select().from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(Code.PlayerNotFound)
  return user
}

/** admin/player_note: a note kept on the player (never edited). */
export const addNote = async (db: Db, operator: Operator, userId: number, text: string): Promise<void> => {
  const note = text.trim()
  if (!note) throw new ApiError(Code.NoteEmpty)
  await db.transaction(async (tx) => {
    await lockedPlayer(tx, userId)
    const [row] = await tx
      .insert(playerNotes)
      .values({ userId, authorId: operator.id, text: note })
      .returning({ id: playerNotes.id })
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'player.note',
      target: target(userId),
      after: { noteId: row?.id, text: note },
      ip: operator.ip,
    })
  })
}

/** The state an action answers: the play block and whether a withdrawal password is set. */
const stateOf = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ playBlockedAt: playerProtection.playBlockedAt, payPasswordHash: users.payPasswordHash })
    .from(users)
    .leftJoin(playerProtection, eq(playerProtection.userId, users.id))
    .where(eq(users.id, userId))
  return {
    playBlockedAt: row?.playBlockedAt ? row.playBlockedAt.toISOString() : null,
    hasPayPassword: Boolean(row?.payPasswordHash),
  }
}

/**
 * admin/player_block: stops (blocked) or restores the player's play. The play gate (ficha_play_gate) refuses
 * a blocked player's spins, launches, conversions and provider debits; withdrawals stay open. Blocking a
 * blocked player keeps the first time; unblocking clears only this block.
 */
export const setPlayBlock = async (
  db: Db,
  operator: Operator,
  userId: number,
  blocked: boolean,
  reason: string,
) => {
  await db.transaction(async (tx) => {
    await lockedPlayer(tx, userId)
    const [before] = await tx
      .select({ at: playerProtection.playBlockedAt })
      .from(playerProtection)
      .where(eq(playerProtection.userId, userId))
    const was = before?.at ?? null
    const at = blocked ? (was ?? new Date()) : null
    await tx
      .insert(playerProtection)
      .values({ userId, playBlockedAt: at })
      .onConflictDoUpdate({ target: playerProtection.userId, set: { playBlockedAt: at } })
    await recordAudit(tx, {
      actorId: operator.id,
      action: blocked ? 'player.blockPlay' : 'player.unblockPlay',
      target: target(userId),
      before: { playBlockedAt: was?.toISOString() ?? null },
      after: { playBlockedAt: at?.toISOString() ?? null },
      reason,
      ip: operator.ip,
    })
  })
  return stateOf(db, userId)
}

/**
 * admin/player_pay_password_reset: clears the withdrawal password; the player sets a new one (with a code)
 * before the next withdrawal (PayPasswordFirst meanwhile).
 */
export const resetPayPassword = async (db: Db, operator: Operator, userId: number, reason: string) => {
  await db.transaction(async (tx) => {
    const user = await lockedPlayer(tx, userId)
    await tx.update(users).set({ payPasswordHash: null }).where(eq(users.id, userId))
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'player.resetPayPassword',
      target: target(userId),
      before: { hasPayPassword: user.payPasswordHash !== null },
      after: { hasPayPassword: false },
      reason,
      ip: operator.ip,
    })
  })
  return stateOf(db, userId)
}

/**
 * admin/player_resend_code: a new verification code of `purpose` to the player's phone, under the same
 * limits as the player's own request (CODE_RESEND_SECONDS apart, daily caps). `deliver` sends it inside the
 * transaction: a gateway failure undoes the code and its audit row alike. The code itself is never audited.
 */
export const resendCode = async (
  db: Db,
  operator: Operator,
  userId: number,
  purpose: CodePurpose,
  limits: CodeLimits,
  deliver: (phone: string, code: string) => Promise<void>,
) => {
  await db.transaction(async (tx) => {
    const user = await lockedPlayer(tx, userId)
    const { code } = await issueCode(tx, { phone: user.phone, purpose, ip: operator.ip, limits })
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'player.resendCode',
      target: target(userId),
      after: { purpose },
      ip: operator.ip,
    })
    try {
      await deliver(user.phone, code)
    } catch {
      throw new ApiError(Code.CodeSendFailed)
    }
  })
  return stateOf(db, userId)
}
