import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { Balances } from '../../../src/contract/wallet'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { getBalances } from '../../services/ledger'

/** GET /api/index/get_wallet: the logged-in player's balances, in centavos. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_wallet',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['wallet'],
        summary: "The player's balances",
        description: 'Errors: 401.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(Balances) },
      },
    },
    async (request) => ok(request, await getBalances(app.db, currentUser(request).id)),
  )
}

export default route
