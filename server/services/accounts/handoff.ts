import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { sessions } from '../../db/schema/sessions'
import { type User, users } from '../../db/schema/users'
import { createSession, type SessionDevice } from './sessions'

/** A hand-off code is good for one minute: the portal redeems it as soon as it opens. */
export const HANDOFF_TTL_MS = 60_000

/**
 * Hand-off codes live in the sessions table as sessions that cannot be used: their token_hash is the code's
 * SHA-256 behind a 'handoff:' prefix, which no token's hash (plain hex) can equal, so a code is never a
 * token. They expire with the session rules (revoked on a password change, too) and need no table of their
 * own. Only the hash is stored.
 */
const handoffHash = (code: string) => `handoff:${createHash('sha256').update(code).digest('hex')}`

/** Issues a single-use code for `userId`: 128 random bits, base64url. */
export const createHandoff = async (db: Db, userId: number): Promise<string> => {
  const code = randomBytes(16).toString('base64url')
  await db.insert(sessions).values({
    userId,
    tokenHash: handoffHash(code),
    expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
  })
  return code
}

/**
 * Redeems a code for a new session token of its player, once: the code is spent in the same statement that
 * checks it, so two concurrent exchanges cannot both win. Unknown, spent and expired codes answer null alike.
 */
export const redeemHandoff = async (
  db: Db,
  code: string,
  device?: SessionDevice,
): Promise<{ user: User; token: string } | null> => {
  const now = new Date()
  const [spent] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.tokenHash, handoffHash(code)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .returning({ userId: sessions.userId })
  if (!spent) return null
  const [user] = await db.select().from(users).where(eq(users.id, spent.userId))
  if (!user) return null
  return { user, token: await createSession(db, user.id, device) }
}
