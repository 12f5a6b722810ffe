import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '@src/contract/codes'
import { EnvelopeSchema } from '@src/contract/envelope'
import { FavoriteBody, FavoriteState } from '@src/contract/lobby'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { setFavorite } from '../../services/games/lobby'

/** POST /api/index/favorite_set {gameId, favorite}: the heart on a game tile. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/favorite_set',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Mark or unmark a favourite game',
        description:
          'Idempotent: marking a marked game or unmarking an unmarked one changes nothing. Errors: 400, 401, 1301 no playable game by this id (when marking).',
        security: [{ token: [] }],
        body: FavoriteBody,
        response: { 200: EnvelopeSchema(FavoriteState) },
      },
    },
    async (request) => {
      const { gameId, favorite } = request.body
      if (!(await setFavorite(app.db, currentUser(request).id, gameId, favorite)))
        throw new ApiError(Code.GameNotFound)
      return ok(request, { gameId, favorite })
    },
  )
}

export default route
