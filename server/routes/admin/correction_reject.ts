import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CORRECTION_PERMISSIONS, Correction, CorrectionRejectBody } from '@src/contract/corrections'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { rejectCorrection } from '../../services/corrections'

/** POST /api/admin/correction_reject: a second operator refuses a pending correction (nothing moves). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/correction_reject',
    {
      preHandler: requirePermission(CORRECTION_PERMISSIONS.approve),
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending correction',
        description: `Needs ${CORRECTION_PERMISSIONS.approve}. why: the reason, shown in the history. Audited. Errors: 400, 401, 403, 1720 no such correction, 1721 already decided, 1722 the maker cannot decide their own.`,
        security: [{ token: [] }],
        body: CorrectionRejectBody,
        response: { 200: EnvelopeSchema(Correction) },
      },
    },
    async (request) =>
      ok(
        request,
        await rejectCorrection(
          app.db,
          { id: currentUser(request).id, ip: request.ip },
          request.body.id,
          request.body.why,
        ),
      ),
  )
}

export default route
