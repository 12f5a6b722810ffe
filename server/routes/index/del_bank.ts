import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { DelBankBody } from '@src/contract/money'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { deletePayoutAccount } from '../../services/money/payoutAccounts'

/** POST /api/index/del_bank: deletes a receiving account without an unpaid withdrawal. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/del_bank',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Delete a receiving account',
        description: 'Errors: 401, 1437 no such account of the player, 1446 a withdrawal to it is unpaid.',
        security: [{ token: [] }],
        body: DelBankBody,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      await deletePayoutAccount(app.db, currentUser(request).id, request.body.id)
      return ok(request, null)
    },
  )
}

export default route
