import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { GAME_TOKEN_HEADER } from '../../src/constants'
import { Code } from '../../src/contract/codes'
import { ApiError } from '../envelope'
import { type CrashGame, findCrashGame } from '../services/crash'
import { findGameSession, findPlayableGame, type PlayableGame } from '../services/games'
import { PlayRefused, playRefusal } from '../services/protection'

/** A game session, whatever its game. */
export interface CurrentSession {
  sessionId: number
  /** The login session the game was opened from (the session time limit counts its play). */
  loginSessionId: number
  userId: number
}

/** A slot's game session (game/spin and the slot's other calls). */
export interface CurrentGame extends CurrentSession {
  game: PlayableGame
}

/** The crash game's session (crash/bet, crash/cashout, crash/mine). */
export interface CurrentCrash extends CurrentSession {
  crash: CrashGame
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The game session of a game/* or crash/* call, with its slot or the crash game; set by requireGameSession. */
    gameSession: (CurrentSession & { game: PlayableGame | null; crash: CrashGame | null }) | null
  }
}

/**
 * preHandler of the game page's calls: a missing or dead game session (or game switched off) answers 1303;
 * a login session idle past REAUTH_IDLE_MINUTES answers 1030 (the game pauses for game/reauth).
 */
export const requireGameSession = (request: FastifyRequest): Promise<void> => gameSessionOf(request, false)

/** preHandler of game/reauth: the game session even while it waits for the password. */
export const requirePausedGameSession = (request: FastifyRequest): Promise<void> =>
  gameSessionOf(request, true)

const gameSessionOf = async (request: FastifyRequest, paused: boolean): Promise<void> => {
  const header = request.headers[GAME_TOKEN_HEADER]
  const token = Array.isArray(header) ? header[0] : header
  const minutes = request.server.config.compliance.reauthIdleMinutes
  const session = token
    ? await findGameSession(request.server.db, token, minutes === null ? null : minutes * 60_000)
    : null
  const game = session
    ? await request.server.readCache.get(`playable:${session.gameId}`, () =>
        findPlayableGame(request.server.db, { id: session.gameId }),
      )
    : undefined
  // Not a slot: the crash game's session (switched on) or none.
  const crash =
    session && !game
      ? await request.server.readCache
          .get('crash-game', () => findCrashGame(request.server.db))
          .then((found) => (found?.id === session.gameId && found.enabled ? found : undefined))
      : undefined
  if (!session || (!game && !crash)) throw new ApiError(Code.GameSessionExpired)
  // Ended by a self-exclusion or the session time limit: the play gate says why, if it still refuses.
  if (session.endedBy !== null) {
    const { userId, loginSessionId } = session
    const refusal = await playRefusal(request.server.db, { userId, loginSessionId, now: new Date() })
    throw refusal ? new PlayRefused(refusal, loginSessionId) : new ApiError(Code.GameSessionExpired)
  }
  if (session.needsReauth && !paused) throw new ApiError(Code.ReauthRequired)
  request.gameSession = {
    sessionId: session.id,
    loginSessionId: session.loginSessionId,
    userId: session.userId,
    game: game ?? null,
    crash: crash ?? null,
  }
}

/** The game session of a route guarded by requireGameSession, whatever its game (game/transfer, game/reauth). */
export const currentSession = (request: FastifyRequest): CurrentSession => {
  if (!request.gameSession) throw new ApiError(Code.GameSessionExpired)
  const { sessionId, loginSessionId, userId } = request.gameSession
  return { sessionId, loginSessionId, userId }
}

/** The slot's game session of a route guarded by requireGameSession (1303 for the crash game's). */
export const currentGame = (request: FastifyRequest): CurrentGame => {
  const current = request.gameSession
  if (!current?.game) throw new ApiError(Code.GameSessionExpired)
  return { ...currentSession(request), game: current.game }
}

/** The crash game's session of a crash/* route (1303 for a slot's). */
export const currentCrash = (request: FastifyRequest): CurrentCrash => {
  const current = request.gameSession
  if (!current?.crash) throw new ApiError(Code.GameSessionExpired)
  return { ...currentSession(request), crash: current.crash }
}

export default fp(
  async (app) => {
    app.decorateRequest('gameSession', null)
  },
  { name: 'game-session' },
)
