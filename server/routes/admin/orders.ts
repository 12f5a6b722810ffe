import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { AdminOrderPage, MONEY_PERMISSIONS, OrderListBody } from '@src/contract/money'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { listOrders } from '../../services/money/admin'

/** POST /api/admin/orders: the operator's queues of top-ups and withdrawals (finance:order:list). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/orders',
    {
      preHandler: requirePermission(MONEY_PERMISSIONS.listOrders),
      schema: {
        tags: ['admin'],
        summary: 'Review queues',
        description:
          'status defaults to unpaid (the queue, oldest first); paid and failed come newest decision first. Errors: 401, 403 without finance:order:list.',
        security: [{ token: [] }],
        body: OrderListBody,
        response: { 200: EnvelopeSchema(AdminOrderPage) },
      },
    },
    async (request) => {
      const { type, status = 'unpaid', page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await listOrders(app.db, request.lang, { type, status, page, limit }))
    },
  )
}

export default route
