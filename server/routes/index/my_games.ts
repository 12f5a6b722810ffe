import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { MyGames } from '@src/contract/lobby'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { myGames } from '../../services/games/lobby'

/** POST /api/index/my_games: the player's continue-playing and favourite games. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/my_games',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Continue playing and favourites',
        description:
          "recent: the enabled games of the player's latest 500 rounds, the last played first (at most 12). favorites: their marked games, the last marked first. Errors: 401.",
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(MyGames) },
      },
    },
    async (request) => ok(request, await myGames(app.db, currentUser(request).id, request.lang)),
  )
}

export default route
