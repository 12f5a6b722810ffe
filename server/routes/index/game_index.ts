import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GameIndex, GameIndexBody } from '@src/contract/catalogue'
import { EnvelopeSchema } from '@src/contract/envelope'
import { cachedAnswer } from '../../plugins/readCache'
import { gameIndex } from '../../services/games/catalogue'

/** POST /api/index/game_index: the game list, grouped by category. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/game_index',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Games grouped by category',
        description: 'provider (optional): only that provider’s games (ficha, hub88, slotegrator).',
        body: GameIndexBody,
        response: { 200: EnvelopeSchema(GameIndex) },
      },
    },
    async (request, reply) => {
      const provider = request.body?.provider
      return cachedAnswer(request, reply, `game_index:${provider ?? ''}`, () =>
        gameIndex(app.db, request.lang, provider),
      )
    },
  )
}

export default route
