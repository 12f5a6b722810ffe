import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '../../../src/contract/codes'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { GameLaunch, InGameBody } from '../../../src/contract/game'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { launchGame } from '../../services/gameSessions'
import { findPlayableGame } from '../../services/playableGames'

/** Where this server serves the game page (play/, built to dist/play). */
export const PLAY_PATH = '/play/'

/**
 * POST /api/index/in_game {id | slug}: the game page's address for the logged-in player. The launch token
 * rides in the fragment, which browsers send to no server and put in no Referer; it works once, within
 * two minutes, and is never the login token.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/in_game',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['games'],
        summary: 'Open a game: a launch URL with a single-use game token',
        description:
          'The URL is the game page with #launch=<token>&lang=<vuelang>; the page exchanges the token with ' +
          'game/open within 2 minutes, once. Errors: 401, 400, 1301 no playable game by that id or slug.',
        security: [{ token: [] }],
        body: InGameBody,
        response: { 200: EnvelopeSchema(GameLaunch) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      if (request.sessionId === null) throw new ApiError(Code.SessionExpired)
      const game = await findPlayableGame(app.db, request.body)
      if (!game) throw new ApiError(Code.GameNotFound)
      const { launchToken, expiresAt } = await launchGame(app.db, {
        userId: user.id,
        gameId: game.id,
        loginSessionId: request.sessionId,
      })
      const fragment = new URLSearchParams({ launch: launchToken, lang: request.lang })
      // From PUBLIC_URL, never the Host header: a forged Host must not send the player's token elsewhere.
      const url = `${app.config.publicUrl.replace(/\/+$/, '')}${PLAY_PATH}#${fragment}`
      return ok(request, { url, expiresAt: expiresAt.toISOString() })
    },
  )
}

export default route
