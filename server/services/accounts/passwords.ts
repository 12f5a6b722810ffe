import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { passwordRefusal } from '../../passwordPolicy'
import { revokeUserSessions } from './sessions'

// @node-rs/argon2's defaults are argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1).

export const hashPassword = (password: string): Promise<string> => hash(password)

export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  verify(stored, password).catch(() => false)

let dummy: Promise<string> | undefined

/**
 * Spends the time of a real check when there is no account, so a login for an unknown phone takes as
 * long as a wrong password and timing does not tell which phones are registered.
 */
export const verifyNothing = async (password: string): Promise<false> => {
  dummy ??= hash(randomBytes(16).toString('hex'))
  await verifyPassword(await dummy, password)
  return false
}

/** A new password passes the one password rule (passwordPolicy.ts), else ApiError with the rule's code. */
export const assertPasswordAccepted = (password: string): void => {
  const refusal = passwordRefusal(password)
  if (refusal) throw new ApiError(refusal)
}

/**
 * The account's password replaced (checked by the caller) and every session of it ended but `keepSessionId`
 * (the one a logged-in change is made from): whoever held the old password is out.
 */
export const replacePassword = async (
  db: Db,
  userId: number,
  password: string,
  keepSessionId?: number,
): Promise<void> => {
  const passwordHash = await hashPassword(password)
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
  await revokeUserSessions(db, userId, keepSessionId)
}
