import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { AdminOrder, MONEY_PERMISSIONS, ReviewBody } from '@src/contract/money'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { reviewOrder } from '../../services/money/admin'

/** POST /api/admin/review: approve (paid) or reject (failed, with a reason) an order (finance:order:review). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/review',
    {
      preHandler: requirePermission(MONEY_PERMISSIONS.reviewOrder),
      schema: {
        tags: ['admin'],
        summary: 'Decide an order',
        description:
          'Final: stamped with the reviewer and the time, written to the audit log. Approving a top-up credits the wallet; approving a withdrawal pays it out; rejecting a withdrawal refunds the wallet. Errors: 401, 403 without finance:order:review, 1420 no such order, 1421 already decided (nothing changed), 1422 rejection without a reason.',
        security: [{ token: [] }],
        body: ReviewBody,
        response: { 200: EnvelopeSchema(AdminOrder) },
      },
    },
    async (request) =>
      ok(request, await reviewOrder(app.db, request.lang, currentUser(request).id, request.body)),
  )
}

export default route
