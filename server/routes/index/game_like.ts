import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GameSearchBody, GameSearchPage } from '@src/contract/catalogue'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { ok } from '../../envelope'
import { searchGames } from '../../services/games/catalogue'

/** POST /api/index/game_like {keyword, page, limit}: games by name, ignoring case and accents, paged. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/game_like',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Fuzzy game search by name',
        description:
          'provider (optional): only that provider’s games (ficha, hub88, slotegrator). Errors: 400 missing or too long keyword, bad page or limit.',
        body: GameSearchBody,
        response: { 200: EnvelopeSchema(GameSearchPage) },
      },
    },
    async (request) => {
      const { keyword, provider, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await searchGames(app.db, keyword, request.lang, page, limit, provider))
    },
  )
}

export default route
