import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CORRECTION_PERMISSIONS, CorrectionPage, CorrectionsBody } from '@src/contract/corrections'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { listCorrections } from '../../services/corrections'

/** POST /api/admin/corrections: the balance corrections, newest first, with their status. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/corrections',
    {
      preHandler: requirePermission(CORRECTION_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Balance corrections',
        description: `Needs ${CORRECTION_PERMISSIONS.view}. Optional status (pending, applied, rejected) and userId; paged. fourEyesCentavos: the amount above which a second operator approves. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: CorrectionsBody,
        response: { 200: EnvelopeSchema(CorrectionPage) },
      },
    },
    async (request) => {
      const { status, userId, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      const list = await listCorrections(app.db, { status, userId, page, limit })
      return ok(request, { ...list, fourEyesCentavos: app.config.correctionFourEyesCentavos })
    },
  )
}

export default route
