import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '../../../src/contract/codes'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { GameLaunch, InGameBody } from '../../../src/contract/game'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { launchGame } from '../../services/gameSessions'
import { returnGameBalance } from '../../services/money/autoTransfer'
import { findPlayableGame } from '../../services/playableGames'
import { assertMayPlay, recordingRefusals, startPlay } from '../../services/protection/guard'

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
          'The URL is the game page, relative to the server (/play/#launch=<token>&lang=<vuelang>); the page exchanges the token with ' +
          'game/open within 2 minutes, once. The first launch of a login session starts its play time (session ' +
          'time limit, reality check). Errors: 401, 400, 1301 no playable game by that id or slug, 1606 identity ' +
          'not verified (brazil), 1611 a loss limit used up, 1612 session time limit reached, 1613 self-excluded.',
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
      // Player protection (issue 18): identity (brazil), exclusion, loss limits, then the session's clock.
      const { sessionId } = request
      const now = new Date()
      await recordingRefusals(app.db, user.id, 'in_game', async () => {
        await assertMayPlay(app.db, user.id, now)
        await startPlay(app.db, user.id, sessionId, now)
      })
      // A game balance an ended game left behind goes home first; game/open moves the wallet in again.
      await returnGameBalance(app.db, user.id)
      const { launchToken, expiresAt } = await launchGame(app.db, {
        userId: user.id,
        gameId: game.id,
        loginSessionId: request.sessionId,
      })
      const fragment = new URLSearchParams({ launch: launchToken, lang: request.lang })
      // Relative: the game opens on the origin the player used (the portal's frame-src 'self'), and no Host
      // header or PUBLIC_URL can send the launch token anywhere else.
      const url = `${PLAY_PATH}#${fragment}`
      return ok(request, { url, expiresAt: expiresAt.toISOString() })
    },
  )
}

export default route
