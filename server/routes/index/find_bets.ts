import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { PlayRecordPage } from '@src/contract/records'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { findBets } from '../../services/games/playRecords'

/** POST /api/index/find_bets {page, limit}: the player's play records, newest first. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/find_bets',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['games'],
        summary: "The player's rounds (play records), paged",
        description: 'Game name, bet, what it paid, profit, start and end time. Errors: 401, 400.',
        security: [{ token: [] }],
        body: PageBody,
        response: { 200: EnvelopeSchema(PlayRecordPage) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body ?? {}
      return ok(request, await findBets(app.db, currentUser(request).id, request.lang, page, limit))
    },
  )
}

export default route
