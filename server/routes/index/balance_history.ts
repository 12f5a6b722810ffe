import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BalanceHistoryPage } from '@src/contract/corrections'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS, PageBody } from '@src/contract/paging'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { appliedCorrections } from '../../services/corrections'

/** POST /api/index/balance_history: the operator's corrections of the player's balances, newest first. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/balance_history',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Balance corrections of the player',
        description:
          'Each applied correction: the balance (wallet or game), the signed amount in centavos, the reason and its label in the caller language, the balance after and the time. Errors: 401, 400.',
        security: [{ token: [] }],
        body: PageBody,
        response: { 200: EnvelopeSchema(BalanceHistoryPage) },
      },
    },
    async (request) => {
      const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      const { list, total } = await appliedCorrections(app.db, currentUser(request).id, page, limit)
      return ok(request, {
        list: list.map((entry) => ({ ...entry, label: request.t(`correction.reason.${entry.reason}`) })),
        total,
        page,
        limit,
      })
    },
  )
}

export default route
