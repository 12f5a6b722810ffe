import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { GAME_TOKEN_HEADER } from '../../src/constants'
import { Code } from '../../src/contract/codes'
import { ApiError } from '../envelope'
import { type CrashGame, findCrashGame } from '../services/crash'
import {
  findGameSession,
  findPlayableGame,
  forgetGameSession,
  knownGameSession,
  type PlayableGame,
} from '../services/games'
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
  /** Taken from memory (a route with gameSessionFromMemory): its round's statement checks it is alive. */
  fromMemory: boolean
}

/** The crash game's session (crash/bet, crash/cashout, crash/mine). */
export interface CurrentCrash extends CurrentSession {
  crash: CrashGame
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The game session of a game/* or crash/* call, with its slot or the crash game; set by requireGameSession. */
    gameSession:
      | (CurrentSession & { game: PlayableGame | null; crash: CrashGame | null; fromMemory: boolean })
      | null
  }
  interface FastifyContextConfig {
    /**
     * A slot's call whose own statement checks the game session (game/spin: ficha_play_rounds): its guard
     * takes a session this process found live before from memory, without a query.
     */
    gameSessionFromMemory?: boolean
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

const gameTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[GAME_TOKEN_HEADER]
  return Array.isArray(header) ? header[0] : header
}

const gameSessionOf = async (request: FastifyRequest, paused: boolean): Promise<void> => {
  const token = gameTokenOf(request)
  if (
    token &&
    !paused &&
    request.routeOptions.config.gameSessionFromMemory &&
    (await fromMemory(request, token))
  )
    return
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
    fromMemory: false,
  }
}

/** A slot's session known from memory (knownGameSession), its game still on: whether it was. */
const fromMemory = async (request: FastifyRequest, token: string): Promise<boolean> => {
  const session = knownGameSession(request.server.db, token)
  if (!session) return false
  const game = await request.server.readCache.get(`playable:${session.gameId}`, () =>
    findPlayableGame(request.server.db, { id: session.gameId }),
  )
  if (!game) return false
  const { id: sessionId, loginSessionId, userId } = session
  request.gameSession = { sessionId, loginSessionId, userId, game, crash: null, fromMemory: true }
  return true
}

/**
 * The game session taken from memory did not pass its statement's check: it is forgotten and looked up as
 * any game call's (answering 1303, 1030 or the play gate's refusal when it is not alive).
 */
export const confirmGameSession = async (request: FastifyRequest): Promise<CurrentGame> => {
  const token = gameTokenOf(request)
  if (token) forgetGameSession(request.server.db, token)
  await gameSessionOf(request, false)
  return currentGame(request)
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
  return { ...currentSession(request), game: current.game, fromMemory: current.fromMemory }
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
