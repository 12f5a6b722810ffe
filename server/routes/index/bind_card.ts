import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { BindCardBody, PayoutAccount } from '@src/contract/money'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { bindPixCard } from '../../services/money/payoutAccounts'

/** POST /api/index/bind_card: binds a PIX payout card (/pages/bind/index). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/bind_card',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Bind a PIX payout card',
        description:
          'email and phone are optional (a PIX payout needs neither). Errors: 401, 1440 format error (data.field: firstName, lastName), 1443 e-mail, 1014 phone (when given), 1441 CPF check digits, 1442 PIX key does not fit its type, 1444 too many accounts, 1445 already added.',
        security: [{ token: [] }],
        body: BindCardBody,
        response: { 200: EnvelopeSchema(PayoutAccount) },
      },
    },
    async (request) => ok(request, await bindPixCard(app.db, currentUser(request), request.body)),
  )
}

export default route
