import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { MONEY_PERMISSIONS } from '@src/contract/money'
import { PayoutQueue } from '@src/contract/payouts'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { payoutQueue } from '../../services/money/payouts'

/** POST /api/admin/payout_queue: the open withdrawals' figures against the 120-minute mark (finance:order:list). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/payout_queue',
    {
      preHandler: requirePermission(MONEY_PERMISSIONS.listOrders),
      schema: {
        tags: ['admin'],
        summary: 'Withdrawal queue figures',
        description:
          'Open withdrawals (neither paid nor refused): how many, their sum in centavos, the oldest request, how many wait for a human (held) and how many are past the 120-minute mark. Errors: 401, 403 without finance:order:list.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(PayoutQueue) },
      },
    },
    async (request) => ok(request, await payoutQueue(app.db)),
  )
}

export default route
