import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { Balances } from '@src/contract/wallet'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { balancesAfterReturn } from '../../services/money/autoTransfer'

/** GET /api/index/get_wallet: the logged-in player's balances, in centavos. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_wallet',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['wallet'],
        summary: "The player's balances",
        description:
          'A game balance that automatic transfer moved in and whose games have all ended goes back to the ' +
          'wallet first (the fallback of index/out_game). Errors: 401.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(Balances) },
      },
    },
    async (request) => ok(request, await balancesAfterReturn(app.db, currentUser(request).id)),
  )
}

export default route
