import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { CODE_LENGTH } from '@src/constants'
import { Code, type CodeValue } from '@src/contract/codes'
import type { CodePurpose } from '@src/contract/user'
import { and, desc, eq } from 'drizzle-orm'
import type { CodeLimits } from '../../config'
import type { Db } from '../../db'
import { verificationCodes } from '../../db/schema/verificationCodes'
import { ApiError } from '../../envelope'
import { refundSlot, takeSlot } from './attempts'

const CODE_TTL_MS = 10 * 60_000
/** @internal Tests read it rather than copy the number. */
export const MAX_WRONG_TRIES = 5
/**
 * The daily cap of one phone (a day from the first send): a phone cannot be flooded. One network's cap, which
 * keeps it from spending the SMS budget, is a setting (CodeLimits).
 * @internal Tests read the cap rather than copy the number.
 */
export const DAILY_CAP_PER_PHONE = 10
const DAY_MS = 24 * 3600_000

// Bound to phone and purpose, so a code is worth nothing for another phone or another purpose.
const hashCode = (phone: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${phone}\n${purpose}\n${code}`).digest()

const newCode = () => String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')

export interface CodeRequest {
  phone: string
  purpose: CodePurpose
  ip: string
  /** The settings' limits (config limits.codes). */
  limits: CodeLimits
}

export interface IssuedCode {
  id: number
  code: string
}

const sendKeys = (phone: string, ip: string) => ({
  resend: `code:resend:${phone}`,
  phone: `code:phone:${phone}`,
  ip: `code:ip:${ip}`,
})

/**
 * Creates and stores (as a hash) a code for the caller to deliver. Enforces one send per phone per
 * CODE_RESEND_SECONDS (60) and the daily caps per phone and per IP, each counted by the step that decides it
 * (attempts.ts), so simultaneous requests cannot slip past a cap; a refused request gives back what it took.
 * Delivery happens after, so no lock is held during a gateway call.
 */
export const issueCode = async (db: Db, { phone, purpose, ip, limits }: CodeRequest): Promise<IssuedCode> => {
  const keys = sendKeys(phone, ip)
  const caps = [
    { key: keys.resend, limit: 1, windowMs: limits.resendSeconds * 1000 },
    { key: keys.phone, limit: DAILY_CAP_PER_PHONE, windowMs: DAY_MS },
    { key: keys.ip, limit: limits.perIpPerDay, windowMs: DAY_MS },
  ]
  const taken: string[] = []
  for (const { key, limit, windowMs } of caps) {
    const verdict = await takeSlot(db, key, limit, windowMs)
    if (!verdict.allowed) {
      for (const slot of taken) await refundSlot(db, slot)
      throw key === keys.resend
        ? new ApiError(Code.CodeTooSoon, { seconds: Math.ceil(verdict.retryAfterMs / 1000) })
        : new ApiError(Code.CodeDailyCap)
    }
    taken.push(key)
  }
  const code = newCode()
  const [row] = await db
    .insert(verificationCodes)
    .values({
      phone,
      purpose,
      ip,
      codeHash: hashCode(phone, purpose, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    })
    .returning({ id: verificationCodes.id })
  if (!row) throw new Error('verification code not stored')
  return { id: row.id, code }
}

/** Forgets a code that could not be delivered, so it neither counts nor blocks the next send. */
export const discardCode = async (db: Db, id: number): Promise<void> => {
  const [row] = await db
    .delete(verificationCodes)
    .where(eq(verificationCodes.id, id))
    .returning({ phone: verificationCodes.phone, ip: verificationCodes.ip })
  if (!row) return
  for (const key of Object.values(sendKeys(row.phone, row.ip))) await refundSlot(db, key)
}

/**
 * Spends the newest code sent to this phone for this purpose, or throws: wrong (1003), none usable (1004),
 * or five wrong tries (1007). Only the newest code counts: asking for another one voids the earlier.
 */
export const consumeCode = async (
  db: Db,
  phone: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> => {
  const outcome = await db.transaction(async (tx): Promise<CodeValue> => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update')
    if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) return Code.CodeExpired
    if (row.failedAttempts >= MAX_WRONG_TRIES) return Code.CodeTooManyTries
    if (!timingSafeEqual(hashCode(phone, purpose, code), Buffer.from(row.codeHash, 'hex'))) {
      const failedAttempts = row.failedAttempts + 1
      await tx.update(verificationCodes).set({ failedAttempts }).where(eq(verificationCodes.id, row.id))
      return failedAttempts >= MAX_WRONG_TRIES ? Code.CodeTooManyTries : Code.CodeWrong
    }
    await tx.update(verificationCodes).set({ consumedAt: new Date() }).where(eq(verificationCodes.id, row.id))
    return Code.Ok
  })
  // Thrown after the commit, so a wrong try is counted.
  if (outcome !== Code.Ok) throw new ApiError(outcome)
}
