import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { providerPlayers, providerSessions } from '../../db/schema/providers'
import { sessions } from '../../db/schema/sessions'

/** How long a provider's game session stays live for debits (credits and rollbacks ignore it). */
const PROVIDER_SESSION_HOURS = 12

/** The token's SHA-256, as provider_sessions keeps it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The id a provider knows this player by, made on first use: random (no phone, no CPF, not the database
 * id), so nothing about the person leaves, and stable, so the provider's history stays one player's.
 */
export const externalPlayerId = async (db: Db, provider: string, userId: number): Promise<string> => {
  await db
    .insert(providerPlayers)
    .values({ provider, userId, externalId: `f${randomBytes(10).toString('hex')}` })
    .onConflictDoNothing()
  const [row] = await db
    .select({ externalId: providerPlayers.externalId })
    .from(providerPlayers)
    .where(and(eq(providerPlayers.provider, provider), eq(providerPlayers.userId, userId)))
  if (!row) throw new Error(`No ${provider} id for player ${userId}`)
  return row.externalId
}

/** The player a provider's user id names, or null. */
export const playerOfExternalId = async (
  db: Db,
  provider: string,
  externalId: string,
): Promise<number | null> => {
  const [row] = await db
    .select({ userId: providerPlayers.userId })
    .from(providerPlayers)
    .where(and(eq(providerPlayers.provider, provider), eq(providerPlayers.externalId, externalId)))
  return row?.userId ?? null
}

export interface OpenSession {
  provider: string
  userId: number
  loginSessionId: number | null
  gameCode: string
  currency: string
}

/** A new game session for a launch; the token (256 random bits) goes to the provider, its hash stays here. */
export const openProviderSession = async (
  db: Db,
  session: OpenSession,
  now = new Date(),
): Promise<string> => {
  const token = randomBytes(32).toString('base64url')
  await db.insert(providerSessions).values({
    ...session,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PROVIDER_SESSION_HOURS * 3600_000),
  })
  return token
}

export interface ProviderSession {
  userId: number
  loginSessionId: number | null
  gameCode: string
  currency: string
  /**
   * Not expired (nor ended: leaving the game, logging out, an exclusion) and its login session neither
   * logged out nor past its lifetime: debits are allowed.
   */
  live: boolean
}

/** The session behind a token, live or not, or null when the provider never got this token. */
export const findProviderSession = async (
  db: Db,
  provider: string,
  token: string,
  now = new Date(),
): Promise<ProviderSession | null> => {
  const [row] = await db
    .select({
      session: providerSessions,
      loginRevokedAt: sessions.revokedAt,
      loginExpiresAt: sessions.expiresAt,
    })
    .from(providerSessions)
    .leftJoin(sessions, eq(sessions.id, providerSessions.loginSessionId))
    .where(and(eq(providerSessions.provider, provider), eq(providerSessions.tokenHash, hashToken(token))))
  if (!row) return null
  const { session } = row
  return {
    userId: session.userId,
    loginSessionId: session.loginSessionId,
    gameCode: session.gameCode,
    currency: session.currency,
    live:
      session.expiresAt > now &&
      row.loginRevokedAt === null &&
      (row.loginExpiresAt === null || row.loginExpiresAt > now),
  }
}

/** @internal Ends a session now: tests of expiry (no provider command closes a session yet). */
export const expireProviderSession = async (db: Db, provider: string, token: string): Promise<void> => {
  await db
    .update(providerSessions)
    .set({ expiresAt: new Date() })
    .where(and(eq(providerSessions.provider, provider), eq(providerSessions.tokenHash, hashToken(token))))
}
