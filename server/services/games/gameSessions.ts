import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { type Db, mayNameStatements } from '../../db'
import { groupCommit, type Waiting } from '../../db/groupCommit'
import { gameSessions } from '../../db/schema/gameSessions'
import { sessions } from '../../db/schema/sessions'
import { RecentMap } from '../../recentMap'
import { IDLE_TIMEOUT_MS, idleTooLong, touchSession } from '../accounts'

/** The launch link must be opened this soon; it works once. */
const LAUNCH_TTL_MS = 2 * 60_000
/** A game left alone this long needs opening again from the lobby (sliding). */
const GAME_IDLE_MS = 30 * 60_000
/** A game session never lives longer than this. */
const GAME_LIFETIME_MS = 12 * 3600_000
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
  id: number
  userId: number
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
    .returning({ id: gameSessions.id, userId: gameSessions.userId })
  return opened ? { ...opened, token, expiresAt } : null
}

export interface ActiveGameSession {
  id: number
  userId: number
  gameId: number
  loginSessionId: number
  /** Ended by player protection: its calls answer the reason's code. */
  endedBy: 'selfExcluded' | 'sessionTime' | null
  /**
   * The login session was idle REAUTH_IDLE_MINUTES: the game pauses until game/reauth (or user/reauth) takes
   * the password; the game itself is kept alive meanwhile.
   */
  needsReauth: boolean
}

type GameSessionRow = typeof gameSessions.$inferSelect
type LoginSessionRow = typeof sessions.$inferSelect

/**
 * Whether a game session still plays: opened, not left, used lately, not too old, and its login session
 * neither logged out, revoked, idle nor expired.
 */
export const gameAlive = (
  game: Pick<GameSessionRow, 'openedAt' | 'leftAt' | 'lastUsedAt' | 'expiresAt'>,
  login: Pick<LoginSessionRow, 'revokedAt' | 'expiresAt' | 'lastUsedAt'>,
  now = Date.now(),
  gameIdleMs = GAME_IDLE_MS,
): boolean => {
  const lastUsed = game.lastUsedAt?.getTime() ?? 0
  const loginAlive =
    login.revokedAt === null &&
    login.expiresAt.getTime() > now &&
    login.lastUsedAt.getTime() + IDLE_TIMEOUT_MS > now
  const gameLive =
    game.openedAt !== null &&
    game.leftAt === null &&
    (game.expiresAt?.getTime() ?? 0) > now &&
    lastUsed + gameIdleMs > now
  return loginAlive && gameLive
}

/** The game session behind a token hash with its login session: every game call asks, so built once per database. */
const bySessionToken = (db: Db) =>
  db
    .select({
      game: {
        id: gameSessions.id,
        userId: gameSessions.userId,
        gameId: gameSessions.gameId,
        loginSessionId: gameSessions.loginSessionId,
        endedBy: gameSessions.endedBy,
        openedAt: gameSessions.openedAt,
        leftAt: gameSessions.leftAt,
        lastUsedAt: gameSessions.lastUsedAt,
        expiresAt: gameSessions.expiresAt,
        tokenHash: gameSessions.tokenHash,
      },
      login: {
        id: sessions.id,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
      },
    })
    .from(gameSessions)
    .innerJoin(sessions, eq(sessions.id, gameSessions.loginSessionId))
    .where(
      and(
        sql`${gameSessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
      ),
    )
    // Unnamed (parsed on each call) where a pooler may hand each call another server connection.
    .prepare(mayNameStatements(db) ? 'ficha_find_game_sessions' : '')

type FoundSession = Awaited<ReturnType<ReturnType<typeof bySessionToken>['execute']>>[number]

const prepared = new WeakMap<Db, ReturnType<typeof bySessionToken>>()

/** The rows of the token hashes asked for while the previous lookup was in the database, in one query. */
const lookUp = async (db: Db, batch: Waiting<string, FoundSession | undefined>[]): Promise<void> => {
  let query = prepared.get(db)
  if (!query) {
    query = bySessionToken(db)
    prepared.set(db, query)
  }
  const rows = await query.execute({ tokenHashes: [...new Set(batch.map((lookup) => lookup.input))] })
  const byHash = new Map(rows.map((row) => [row.game.tokenHash, row]))
  for (const lookup of batch) lookup.resolve(byHash.get(lookup.input))
}

/**
 * The row behind a token hash. Every game call asks, so lookups share one query (group commit,
 * db/groupCommit.ts: under load, many players' spins cost one round trip here, as their rounds share one
 * statement).
 */
const findRow = groupCommit(lookUp)

/** The game sessions this process last found live, by token hash: what never changes of them (who, which game). */
const KNOWN_KEPT = 10_000
const knownSessions = new WeakMap<Db, RecentMap<string, ActiveGameSession>>()

const knownOf = (db: Db): RecentMap<string, ActiveGameSession> => {
  let known = knownSessions.get(db)
  if (!known) {
    known = new RecentMap(KNOWN_KEPT)
    knownSessions.set(db, known)
  }
  return known
}

/**
 * A game session this process found live and in use before, from memory (no query). Its liveness is left
 * to the round's statement (ficha_play_rounds), which checks that it and its login session are still open
 * and were used since `sessionUsedSince`. Null when unknown here: look it up (findGameSession).
 */
export const knownGameSession = (db: Db, token: string): ActiveGameSession | null =>
  knownOf(db).get(hashToken(token)) ?? null

/**
 * Since when a game session and its login session must have been used at `at` for none of findGameSession's
 * limits to be reached: the touch interval back. Every limit (the game's idle time, the login's idle time,
 * REAUTH_IDLE_MINUTES, a whole number of minutes) is at least that long, and a session in use is touched as
 * often.
 */
export const sessionUsedSince = (at: Date): Date => new Date(at.getTime() - TOUCH_INTERVAL_MS)

/** Forgets a game session known from memory (a round's statement found it not certainly alive). */
export const forgetGameSession = (db: Db, token: string): void => {
  knownOf(db).delete(hashToken(token))
}

/**
 * The live game session behind a game token, or null when it is unknown, left, idle too long, too old, or
 * its login session was logged out, revoked or expired. `reauthIdleMs` (REAUTH_IDLE_MINUTES, null: off): a
 * login session idle that long answers needsReauth, however long the game itself was left, and counts as
 * no use; otherwise a game call is a use of its login session too (play is activity).
 */
export const findGameSession = async (
  db: Db,
  token: string,
  reauthIdleMs: number | null = null,
): Promise<ActiveGameSession | null> => {
  const tokenHash = hashToken(token)
  const row = await findRow(db, tokenHash)
  if (!row) return null
  const { game, login } = row
  const now = Date.now()
  const needsReauth = idleTooLong(login.lastUsedAt, reauthIdleMs, now)
  // Paused for the password: the game's own idle limit waits until it is given.
  if (!gameAlive(game, login, now, needsReauth ? Number.POSITIVE_INFINITY : GAME_IDLE_MS)) return null
  if (!needsReauth) {
    if (now - (game.lastUsedAt?.getTime() ?? 0) > TOUCH_INTERVAL_MS) {
      await db
        .update(gameSessions)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(gameSessions.id, game.id))
    }
    await touchSession(db, login, now)
  }
  const session: ActiveGameSession = {
    needsReauth,
    id: game.id,
    userId: game.userId,
    gameId: game.gameId,
    loginSessionId: game.loginSessionId,
    endedBy: game.endedBy,
  }
  if (!needsReauth && game.endedBy === null) knownOf(db).set(tokenHash, session)
  return session
}
