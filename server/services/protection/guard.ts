import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import { Code, type CodeValue } from '../../../src/contract/codes'
import type { HoldReason, IdentityState, PlayProtection } from '../../../src/contract/protection'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { rounds } from '../../db/schema/rounds'
import { sessions } from '../../db/schema/sessions'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { complianceProfileOf } from '../rewards/rules'
import { logProtection } from './audit'
import { activeExclusion, assertNotExcluded, endGames, protectionRow } from './exclusion'
import { assertDepositFits, assertLossLeft, depositOverLimit, playStartOf, sessionLimit } from './limits'

/**
 * The gates of player protection on every path that takes money in or starts play (docs/compliance.md):
 * identity (brazil profile), cool-off / self-exclusion, deposit and loss limits, the session time limit.
 */

/** The refusals recorded in the protection log (the operator console's history). */
const RECORDED: ReadonlySet<CodeValue> = new Set([
  Code.IdentityNotVerified,
  Code.DepositLimitReached,
  Code.LossLimitReached,
  Code.SessionTimeLimitReached,
  Code.SelfExcluded,
])

/** Runs `work`; a protection refusal is recorded (after its transaction rolled back) and passed on. */
export const recordingRefusals = async <T>(
  db: Db,
  userId: number,
  action: string,
  work: () => Promise<T>,
): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ApiError && RECORDED.has(error.code)) {
      await logProtection(db, userId, 'limitRefused', {
        action,
        code: error.code,
        ...(error.data && typeof error.data === 'object' ? error.data : {}),
      })
    }
    throw error
  }
}

const identityOf = async (db: Db, userId: number): Promise<IdentityState> => {
  const [row] = await db.select({ state: users.identityState }).from(users).where(eq(users.id, userId))
  return row?.state ?? 'none'
}

/** Brazil profile: deposits and play need a verified identity. */
const assertIdentity = async (db: Db, userId: number) => {
  if ((await complianceProfileOf(db)) !== 'brazil') return
  if ((await identityOf(db, userId)) !== 'verified') throw new ApiError(Code.IdentityNotVerified)
}

/**
 * Money in (a top-up order): identity, exclusion and the deposit limits. Call under the player's lock in
 * the transaction that writes the order.
 */
export const assertMayDeposit = async (tx: Db, userId: number, amount: number, now: Date): Promise<void> => {
  await assertIdentity(tx, userId)
  await assertNotExcluded(tx, userId, now)
  await assertDepositFits(tx, userId, amount, now)
}

/** Play (a game launch, a conversion to the game balance): identity, exclusion, a loss limit not used up. */
export const assertMayPlay = async (db: Db, userId: number, now: Date): Promise<void> => {
  await assertIdentity(db, userId)
  await assertNotExcluded(db, userId, now)
  await assertLossLeft(db, userId, now)
}

/** When the session time limit ends this login session's play, or null without a limit or play. */
const sessionEnd = (start: Date | null, minutes: number | null): Date | null =>
  start && minutes !== null ? new Date(start.getTime() + minutes * 60_000) : null

/**
 * Refuses once the session time limit is reached, ending the login session's open games (recorded once).
 * The session's play starts at its first game launch (startPlay).
 */
export const assertSessionTime = async (
  db: Db,
  userId: number,
  loginSessionId: number,
  now: Date,
): Promise<void> => {
  const [start, minutes] = await Promise.all([playStartOf(db, loginSessionId), sessionLimit(db, userId, now)])
  const end = sessionEnd(start, minutes)
  if (!end || end > now || minutes === null) return
  const [ended] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, loginSessionId), isNull(sessions.revokedAt)))
  if (ended && (await endGames(db, { loginSessionId }, 'sessionTime')) > 0)
    await logProtection(db, userId, 'sessionEnded', { loginSessionId, minutes })
  throw new ApiError(Code.SessionTimeLimitReached, { minutes }, { minutes })
}

/** index/in_game: the login session's play starts now unless it started already, then the time limit. */
export const startPlay = async (db: Db, userId: number, loginSessionId: number, now: Date): Promise<void> => {
  await db
    .update(sessions)
    .set({ playStartedAt: now })
    .where(and(eq(sessions.id, loginSessionId), isNull(sessions.playStartedAt)))
  await assertSessionTime(db, userId, loginSessionId, now)
}

/** game/info: the reality check's interval, this session's play start and end, and its net result. */
export const playProtection = async (
  db: Db,
  userId: number,
  loginSessionId: number,
  defaultRealityCheck: number,
  now = new Date(),
): Promise<PlayProtection> => {
  const [protection, playStart, minutes] = await Promise.all([
    protectionRow(db, userId),
    playStartOf(db, loginSessionId),
    sessionLimit(db, userId, now),
  ])
  const start = playStart ?? now
  const [net] = await db
    .select({ total: sql<string>`coalesce(sum(${rounds.win} - ${rounds.bet}), 0)` })
    .from(rounds)
    .where(and(eq(rounds.userId, userId), gte(rounds.startedAt, start)))
  return {
    realityCheckMinutes: protection?.realityCheckMinutes ?? defaultRealityCheck,
    sessionStartedAt: start.toISOString(),
    sessionEndsAt: sessionEnd(start, minutes)?.toISOString() ?? null,
    net: centavos(net?.total),
  }
}

/**
 * Why a paid top-up must not be credited but held for the operator to refund it, or null to credit it:
 * a running exclusion; in the brazil profile an identity not verified or a payer who is not the player
 * (the provider's payer CPF, missing counts as not the player's); a deposit limit the credit would pass
 * (credited top-ups of the period plus this one). Call under the player's lock.
 */
export const depositHoldReason = async (
  tx: Db,
  order: { userId: number; amount: number },
  payerCpf: string | null,
  now: Date,
): Promise<HoldReason | null> => {
  if (await activeExclusion(tx, order.userId, now)) return 'selfExcluded'
  if ((await complianceProfileOf(tx)) === 'brazil') {
    const [player] = await tx
      .select({ cpf: users.cpf, identity: users.identityState })
      .from(users)
      .where(eq(users.id, order.userId))
    if (player?.identity !== 'verified') return 'identity'
    if (!payerCpf || payerCpf !== player.cpf) return 'payerMismatch'
  }
  if (await depositOverLimit(tx, order.userId, order.amount, now)) return 'depositLimit'
  return null
}
