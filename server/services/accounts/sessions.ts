import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db'
import { sessions } from '../../db/schema/sessions'
import { type User, users } from '../../db/schema/users'
import { effectivePermissions } from './operatorRoles'
import { endProviderSessions } from './providerSessions'

/** A session unused this long expires (sliding). */
export const IDLE_TIMEOUT_MS = 7 * 24 * 3600_000
/** A session never lives longer than this, however active. */
const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600_000
/** last_used_at is written at most this often, so a busy session does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Where a session was started from: the client address and its browser's User-Agent (the console shows them). */
export interface SessionDevice {
  ip: string
  userAgent: string | undefined
}

/** User-Agent strings are kept to this length. */
const USER_AGENT_MAX = 300

/** Starts a session and returns its token: 256 random bits; only its hash is stored. */
export const createSession = async (db: Db, userId: number, device?: SessionDevice): Promise<string> => {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    userId,
    ip: device?.ip ?? null,
    userAgent: device?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ABSOLUTE_LIFETIME_MS),
  })
  return token
}

/** What the console keeps on a session (consoleSessions.ts decides with it). */
interface ConsoleState {
  secondFactorAt: Date | null
  ip: string | null
  agent: string | null
  usedAt: Date | null
}

export interface ActiveSession {
  sessionId: number
  /** The account, its permissions those of its roles too (operatorRoles.ts). */
  user: User
  console: ConsoleState
  /**
   * Idle at least REAUTH_IDLE_MINUTES (`reauthIdleMs`): nothing may run until user/reauth checks the password;
   * such a lookup does not count as use.
   */
  needsReauth: boolean
}

/**
 * Whether a session last used at `lastUsedAt` needs the password again (null: re-authentication off).
 * last_used_at lags real use by up to TOUCH_INTERVAL_MS, so the prompt may come up to a minute early, never
 * late.
 */
export const idleTooLong = (lastUsedAt: Date, reauthIdleMs: number | null, now = Date.now()): boolean =>
  reauthIdleMs !== null && now - lastUsedAt.getTime() >= reauthIdleMs

/**
 * The live session behind a token, or null when it is unknown, revoked, idle too long or too old.
 * `reauthIdleMs`: REAUTH_IDLE_MINUTES in milliseconds, null when off.
 */
export const findSession = async (
  db: Db,
  token: string,
  reauthIdleMs: number | null = null,
): Promise<ActiveSession | null> => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
  if (!row) return null
  const now = Date.now()
  const { session } = row
  if (session.expiresAt.getTime() <= now || session.lastUsedAt.getTime() + IDLE_TIMEOUT_MS <= now) return null
  const user = { ...row.user, permissions: effectivePermissions(row.user) }
  const console: ConsoleState = {
    secondFactorAt: session.secondFactorAt,
    ip: session.consoleIp,
    agent: session.consoleAgent,
    usedAt: session.consoleUsedAt,
  }
  if (idleTooLong(session.lastUsedAt, reauthIdleMs, now))
    return { sessionId: session.id, user, console, needsReauth: true }
  await touchSession(db, session, now)
  return { sessionId: session.id, user, console, needsReauth: false }
}

/** Counts a use of the login session (written at most once a minute). */
export const touchSession = async (
  db: Db,
  session: { id: number; lastUsedAt: Date },
  now = Date.now(),
): Promise<void> => {
  if (now - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, session.id))
  }
}

/** The password was given again (user/reauth, game/reauth): the session counts as used now. */
export const markReauthenticated = async (db: Db, sessionId: number): Promise<void> => {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId))
}

/** Logs a session out; the game providers' sessions opened from it end too (their debits are refused). */
export const revokeSession = async (db: Db, sessionId: number): Promise<void> => {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
  await endProviderSessions(db, { loginSessionIds: [sessionId] })
}

/** Revokes every live session of a user, except `keepSessionId` (the one changing the password). */
export const revokeUserSessions = async (db: Db, userId: number, keepSessionId?: number): Promise<void> => {
  const others = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
    .returning({ id: sessions.id })
  await endProviderSessions(db, { loginSessionIds: revoked.map(({ id }) => id) })
}

/** A session's row by id (the console's second-factor state), or null. */
export const findSessionById = async (db: Db, sessionId: number) => {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId))
  return row ?? null
}
