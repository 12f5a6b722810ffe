import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CORRECTION_PERMISSIONS, Correction, CorrectionApproveBody } from '@src/contract/corrections'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { approveCorrection } from '../../services/corrections'

/** POST /api/admin/correction_approve: a second operator applies a pending correction. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/correction_approve',
    {
      preHandler: requirePermission(CORRECTION_PERMISSIONS.approve),
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending correction',
        description: `Needs ${CORRECTION_PERMISSIONS.approve}. Moves the money through the ledger and writes the audit row in one transaction; of two approvals at once one applies, the other gets 1721. Errors: 400, 401, 403, 1720 no such correction, 1721 already decided, 1722 the maker cannot approve their own, 1723 debit larger than the balance now (stays pending).`,
        security: [{ token: [] }],
        body: CorrectionApproveBody,
        response: { 200: EnvelopeSchema(Correction) },
      },
    },
    async (request) =>
      ok(
        request,
        await approveCorrection(app.db, { id: currentUser(request).id, ip: request.ip }, request.body.id),
      ),
  )
}

export default route
