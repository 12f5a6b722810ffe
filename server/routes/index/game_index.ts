import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GameIndex } from '../../../src/contract/catalogue'
import { EmptyBody, EnvelopeSchema } from '../../../src/contract/envelope'
import { cachedAnswer } from '../../plugins/readCache'
import { gameIndex } from '../../services/catalogue'

/** POST /api/index/game_index: the game list, grouped by category. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/game_index',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Games grouped by category',
        body: EmptyBody,
        response: { 200: EnvelopeSchema(GameIndex) },
      },
    },
    async (request, reply) =>
      cachedAnswer(request, reply, 'game_index', () => gameIndex(app.db, request.lang)),
  )
}

export default route
