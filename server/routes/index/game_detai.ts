import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GameListBody, GamePage } from '@src/contract/catalogue'
import { Code } from '@src/contract/codes'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { ApiError, ok } from '../../envelope'
import { gameList } from '../../services/games/catalogue'

/** POST /api/index/game_detai {category | provider, page, limit}: one category's or provider's games, paged. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/game_detai',
    {
      schema: {
        tags: ['catalogue'],
        summary: "One category's or one provider's games, paged",
        description:
          'Errors: 400 bad input (exactly one of category or provider), 1103 no such category or provider.',
        body: GameListBody,
        response: { 200: EnvelopeSchema(GamePage) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit, ...filter } = request.body
      const list = await gameList(app.db, filter, request.lang, page, limit)
      if (!list) throw new ApiError(Code.GameListNotFound)
      return ok(request, list)
    },
  )
}

export default route
