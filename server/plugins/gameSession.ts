import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { GAME_TOKEN_HEADER } from '../../src/constants'
import { Code } from '../../src/contract/codes'
import { ApiError } from '../envelope'
import { findGameSession, findPlayableGame, type PlayableGame } from '../services/games'
import { PlayRefused, playRefusal } from '../services/protection'

export interface CurrentGame {
  sessionId: number
  /** The login session the game was opened from (the session time limit counts its play). */
  loginSessionId: number
  userId: number
  game: PlayableGame
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The game session of a game/* call; set by requireGameSession. */
    gameSession: CurrentGame | null
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
  if (!session || !game) throw new ApiError(Code.GameSessionExpired)
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
    game,
  }
}

/** The game session of a route guarded by requireGameSession. */
export const currentGame = (request: FastifyRequest): CurrentGame => {
  if (!request.gameSession) throw new ApiError(Code.GameSessionExpired)
  return request.gameSession
}

export default fp(
  async (app) => {
    app.decorateRequest('gameSession', null)
  },
  { name: 'game-session' },
)
