import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { AddBankBody, PayoutAccount } from '@src/contract/money'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { addBankAccount } from '../../services/money/payoutAccounts'

/** POST /api/index/add_bank: adds a bank account, or a crypto wallet (virtual). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/add_bank',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Add a bank or crypto receiving account',
        description:
          'Errors: 401, 1440 format error (data.field: bankName, realName, accountNumber, branch, qrCode), 1014 phone or reservedPhone not E.164, 1444 too many accounts, 1445 already added.',
        security: [{ token: [] }],
        body: AddBankBody,
        response: { 200: EnvelopeSchema(PayoutAccount) },
      },
    },
    async (request) => ok(request, await addBankAccount(app.db, currentUser(request).id, request.body)),
  )
}

export default route
