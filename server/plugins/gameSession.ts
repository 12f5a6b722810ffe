import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { GAME_TOKEN_HEADER } from '../../src/constants'
import { Code } from '../../src/contract/codes'
import { ApiError } from '../envelope'
import { findGameSession } from '../services/gameSessions'
import { findPlayableGame, type PlayableGame } from '../services/playableGames'
import { assertNotExcluded } from '../services/protection/exclusion'
import { assertSessionTime } from '../services/protection/guard'

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

/** preHandler of the game page's calls: a missing or dead game session (or game switched off) answers 1303. */
export const requireGameSession = async (request: FastifyRequest): Promise<void> => {
  const header = request.headers[GAME_TOKEN_HEADER]
  const token = Array.isArray(header) ? header[0] : header
  const session = token ? await findGameSession(request.server.db, token) : null
  const game = session
    ? await request.server.readCache.get(`playable:${session.gameId}`, () =>
        findPlayableGame(request.server.db, { id: session.gameId }),
      )
    : undefined
  if (!session || !game) throw new ApiError(Code.GameSessionExpired)
  // Ended by a self-exclusion or the session time limit: say which (services/protection).
  if (session.endedBy === 'selfExcluded') {
    await assertNotExcluded(request.server.db, session.userId)
    throw new ApiError(Code.GameSessionExpired)
  }
  if (session.endedBy === 'sessionTime') {
    await assertSessionTime(request.server.db, session.userId, session.loginSessionId, new Date())
    throw new ApiError(Code.GameSessionExpired)
  }
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
