import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { Code } from '@src/contract/codes'
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Db } from '../../db'
import { operatorRecoveryCodes, operatorTotp } from '../../db/schema/console'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { type GuardRule, passGuard, trustGuard } from './attempts'
import { hashPassword, verifyPassword } from './passwords'
import { revokeUserSessions } from './sessions'

/**
 * The console's second factor: TOTP as RFC 6238 and the authenticator apps have it (SHA-1, six
 * digits, 30-second steps; the otpauth library), and ten single-use recovery codes kept as argon2id hashes.
 * docs/console.md tells the operator's side.
 */

const ISSUER = 'Ficha'
const RECOVERY_CODES = 10
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const WINDOW = 1

/**
 * Wrong codes per account, whatever the address, counted and decided in one upsert as the logins are
 * (attempts.ts): five, then 1 min, 2, 4... up to an hour between tries. Six digits in a 90-second window
 * give a guesser about one chance in 330,000 a try; this keeps it so.
 */
const TOTP_GUARD: GuardRule = {
  freeTries: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: 24 * 3600_000,
}
const guardKey = (userId: number) => `totp:user:${userId}`

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })

// Secrets at rest: AES-256-GCM under CONSOLE_TOTP_KEY when it is set (the key's SHA-256 is the AES key).
const aesKey = (key: string) => createHash('sha256').update(key).digest()

const seal = (secret: string, key: string | undefined): string => {
  if (!key) return `raw:${secret}`
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return `aes:${[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')}`
}

const unseal = (stored: string, key: string | undefined): string => {
  if (stored.startsWith('raw:')) return stored.slice(4)
  const [iv, tag, body] = stored
    .slice(4)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!key || !iv || !tag || !body)
    throw new Error('a TOTP secret is encrypted: set CONSOLE_TOTP_KEY to the key it was sealed with')
  const decipher = createDecipheriv('aes-256-gcm', aesKey(key), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}

/** A recovery code's stored form: argon2id (salted, slow) as the passwords are. */
const hashCode = (code: string) => hashPassword(normalizeRecoveryCode(code))

/**
 * Whether a typed code is the stored one: argon2id, or the unsalted SHA-256 (hex) that codes given before
 * argon2id were kept as; those stay good until used or the operator enrols again.
 */
const codeMatches = async (stored: string, code: string): Promise<boolean> => {
  if (stored.startsWith('$argon2')) return verifyPassword(stored, normalizeRecoveryCode(code))
  const legacy = createHash('sha256').update(normalizeRecoveryCode(code)).digest()
  return stored.length === 64 && timingSafeEqual(Buffer.from(stored, 'hex'), legacy)
}

/** Uses up the account's unused recovery code that matches, in the statement that decides it. */
const spendRecoveryCode = async (db: Db, userId: number, code: string): Promise<boolean> => {
  const unused = await db
    .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)))
  const matches = await Promise.all(unused.map((row) => codeMatches(row.codeHash, code)))
  const match = unused.find((_row, index) => matches[index])
  if (!match) return false
  const [used] = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(operatorRecoveryCodes.id, match.id), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id })
  return Boolean(used)
}

/** A recovery code as typed ('ABCD-EFGH-JK', spaces, any case) in its stored form. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Ten codes of 10 base-32 characters (50 random bits each), shown as 'abcde-fghij'. */
const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODES }, () => {
    const text = new Secret({ size: 10 }).base32.slice(0, 10).toLowerCase()
    return `${text.slice(0, 5)}-${text.slice(5)}`
  })

export interface SecondFactorStatus {
  /** The account has confirmed a TOTP secret. */
  enrolled: boolean
  /** Unused recovery codes left. */
  recoveryCodesLeft: number
}

export const secondFactorStatus = async (db: Db, userId: number): Promise<SecondFactorStatus> => {
  const [row] = await db
    .select({ confirmedAt: operatorTotp.confirmedAt })
    .from(operatorTotp)
    .where(eq(operatorTotp.userId, userId))
  const [left] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)))
  return { enrolled: Boolean(row?.confirmedAt), recoveryCodesLeft: left?.n ?? 0 }
}

/**
 * Starts (or starts over) an enrolment: a new secret, answered this once with its otpauth URI for the QR
 * code. Refused once a secret is confirmed: it is never shown again.
 */
export const startEnrolment = async (
  db: Db,
  user: { id: number; phone: string },
  key: string | undefined,
): Promise<{ secret: string; uri: string }> => {
  if ((await secondFactorStatus(db, user.id)).enrolled) throw new ApiError(Code.TotpAlreadyEnrolled)
  const secret = new Secret({ size: 20 }).base32
  const sealed = seal(secret, key)
  await db
    .insert(operatorTotp)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({
      target: operatorTotp.userId,
      set: { secret: sealed, lastStep: 0, createdAt: new Date() },
    })
  return { secret, uri: totpOf(secret, user.phone).toString() }
}

/** Counts a try at a code (refused with 1703 past the limit) before it is checked. */
const countTry = async (db: Db, userId: number) => {
  const verdict = await passGuard(db, guardKey(userId), TOTP_GUARD)
  if (!verdict.allowed) throw new ApiError(Code.TotpTooManyAttempts)
}

/**
 * Accepts a TOTP code once: the step it belongs to must be later than the last accepted one, written in the
 * same statement that decides it, so a code seen over a shoulder cannot be used a second time.
 */
const acceptCode = async (
  db: Db,
  userId: number,
  code: string,
  key: string | undefined,
  confirmed: boolean,
) => {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId))
  if (!row || Boolean(row.confirmedAt) !== confirmed) throw new ApiError(Code.TotpNotEnrolled)
  const totp = totpOf(unseal(row.secret, key), '')
  const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, window: WINDOW }) : null
  if (delta === null) return false
  const step = totp.counter() + delta
  const [taken] = await db
    .update(operatorTotp)
    .set({ lastStep: step, ...(confirmed ? {} : { confirmedAt: new Date() }) })
    .where(
      and(
        eq(operatorTotp.userId, userId),
        lt(operatorTotp.lastStep, step),
        confirmed ? isNotNull(operatorTotp.confirmedAt) : isNull(operatorTotp.confirmedAt),
      ),
    )
    .returning({ userId: operatorTotp.userId })
  return Boolean(taken)
}

/** Confirms an enrolment with the app's first code; answers the ten recovery codes (shown this once). */
export const confirmEnrolment = async (
  db: Db,
  userId: number,
  code: string,
  key: string | undefined,
): Promise<string[]> => {
  await countTry(db, userId)
  if (!(await acceptCode(db, userId, code.trim(), key, false))) throw new ApiError(Code.TotpCodeWrong)
  await trustGuard(db, guardKey(userId))
  const codes = newRecoveryCodes()
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId))
  const hashes = await Promise.all(codes.map(hashCode))
  await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
  return codes
}

/**
 * Checks a console login's second factor: the app's code, or one recovery code (used up by the statement
 * that accepts it). Throws 1702 when wrong, 1703 past the attempt limit, 1705 without an enrolment.
 */
export const verifySecondFactor = async (
  db: Db,
  userId: number,
  answer: { code?: string; recoveryCode?: string },
  key: string | undefined,
): Promise<'totp' | 'recovery'> => {
  if (!(await secondFactorStatus(db, userId)).enrolled) throw new ApiError(Code.TotpNotEnrolled)
  await countTry(db, userId)
  let how: 'totp' | 'recovery' | null = null
  if (answer.code && (await acceptCode(db, userId, answer.code.trim(), key, true))) how = 'totp'
  else if (answer.recoveryCode && (await spendRecoveryCode(db, userId, answer.recoveryCode))) how = 'recovery'
  if (!how) throw new ApiError(Code.TotpCodeWrong)
  await trustGuard(db, guardKey(userId))
  return how
}

/**
 * admin/operator_totp_reset: an administrator removes another operator's second factor (a lost phone and lost
 * recovery codes): the secret and the recovery codes go, the operator's sessions end, and the next login sets
 * it up again (required in production). One transaction with its audit row. Not for the caller's own account
 * (TotpResetOwn), nor for a player (OperatorNotFound).
 */
export const resetSecondFactor = (
  db: Db,
  operator: { id: number; ip: string | null },
  userId: number,
  reason: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    if (userId === operator.id) throw new ApiError(Code.TotpResetOwn)
    const [target] = await tx
      .select({ roles: users.roles, permissions: users.permissions })
      .from(users)
      .where(eq(users.id, userId))
    if (!target || (target.roles.length === 0 && target.permissions.length === 0))
      throw new ApiError(Code.OperatorNotFound)
    const removed = await tx
      .delete(operatorTotp)
      .where(eq(operatorTotp.userId, userId))
      .returning({ confirmedAt: operatorTotp.confirmedAt })
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId))
    await revokeUserSessions(tx, userId)
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'operator.totpReset',
      target: `user:${userId}`,
      before: { enrolled: removed.some((row) => row.confirmedAt !== null) },
      after: { enrolled: false },
      reason: reason.trim(),
      ip: operator.ip,
    })
  })
