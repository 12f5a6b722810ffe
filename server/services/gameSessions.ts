import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db'
import { gameSessions } from '../db/schema/gameSessions'
import { sessions } from '../db/schema/sessions'
import { IDLE_TIMEOUT_MS } from './sessions'

/** The launch link must be opened this soon; it works once. */
export const LAUNCH_TTL_MS = 2 * 60_000
/** A game left alone this long needs opening again from the lobby (sliding). */
export const GAME_IDLE_MS = 30 * 60_000
/** A game session never lives longer than this. */
export const GAME_LIFETIME_MS = 12 * 3600_000
/** last_used_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000

const newToken = () => randomBytes(32).toString('base64url')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface Launch {
  launchToken: string
  expiresAt: Date
}

/** A new single-use launch token for this player, game and login session (only its hash is stored). */
export const launchGame = async (
  db: Db,
  { userId, gameId, loginSessionId }: { userId: number; gameId: number; loginSessionId: number },
): Promise<Launch> => {
  const launchToken = newToken()
  const expiresAt = new Date(Date.now() + LAUNCH_TTL_MS)
  await db.insert(gameSessions).values({
    userId,
    gameId,
    loginSessionId,
    launchTokenHash: hashToken(launchToken),
    launchExpiresAt: expiresAt,
  })
  return { launchToken, expiresAt }
}

export interface OpenedGame {
  token: string
  expiresAt: Date
}

/**
 * Exchanges a launch token for the game session's token, once: the update only matches a launch token not
 * yet exchanged and not expired, so of two racing exchanges one wins and the other gets null.
 */
export const openGameSession = async (db: Db, launchToken: string): Promise<OpenedGame | null> => {
  const token = newToken()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + GAME_LIFETIME_MS)
  const [opened] = await db
    .update(gameSessions)
    .set({ openedAt: now, tokenHash: hashToken(token), lastUsedAt: now, expiresAt })
    .where(
      and(
        eq(gameSessions.launchTokenHash, hashToken(launchToken)),
        isNull(gameSessions.openedAt),
        gt(gameSessions.launchExpiresAt, now),
      ),
    )
    .returning({ id: gameSessions.id })
  return opened ? { token, expiresAt } : null
}

export interface ActiveGameSession {
  id: number
  userId: number
  gameId: number
}

/**
 * The live game session behind a game token, or null when it is unknown, idle too long, too old, or its
 * login session was logged out, revoked or expired.
 */
export const findGameSession = async (db: Db, token: string): Promise<ActiveGameSession | null> => {
  const [row] = await db
    .select({ game: gameSessions, login: sessions })
    .from(gameSessions)
    .innerJoin(sessions, eq(sessions.id, gameSessions.loginSessionId))
    .where(and(eq(gameSessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
  if (!row) return null
  const { game, login } = row
  const now = Date.now()
  const lastUsed = game.lastUsedAt?.getTime() ?? 0
  const loginAlive = login.expiresAt.getTime() > now && login.lastUsedAt.getTime() + IDLE_TIMEOUT_MS > now
  const gameAlive = (game.expiresAt?.getTime() ?? 0) > now && lastUsed + GAME_IDLE_MS > now
  if (!loginAlive || !gameAlive) return null
  if (now - lastUsed > TOUCH_INTERVAL_MS) {
    await db
      .update(gameSessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(gameSessions.id, game.id))
  }
  return { id: game.id, userId: game.userId, gameId: game.gameId }
}
