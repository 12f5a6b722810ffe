import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { PayoutAccountList } from '@src/contract/money'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { listPayoutAccounts } from '../../services/money/payoutAccounts'
import { payoutAccountView } from '../../services/money/views'

/** POST /api/index/bank_list: the player's receiving accounts, numbers masked. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/bank_list',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Receiving accounts (masked)',
        description: 'Errors: 401.',
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(PayoutAccountList) },
      },
    },
    async (request) => {
      const rows = await listPayoutAccounts(app.db, currentUser(request).id)
      return ok(request, { list: rows.map(payoutAccountView) })
    },
  )
}

export default route
