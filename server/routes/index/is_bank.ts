import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { IsBankData } from '@src/contract/money'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { listPayoutAccounts } from '../../services/money/payoutAccounts'

/** POST /api/index/is_bank: does the player have a receiving account, and a withdrawal password? */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/is_bank',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Can the player withdraw yet',
        description: 'Errors: 401.',
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(IsBankData) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const accounts = await listPayoutAccounts(app.db, user.id)
      return ok(request, {
        hasAccount: accounts.length > 0,
        hasPayPassword: user.payPasswordHash !== null,
        count: accounts.length,
      })
    },
  )
}

export default route
