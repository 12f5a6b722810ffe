import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AUDIT_PERMISSIONS, ChainStatus } from '@src/contract/corrections'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { verifyChain } from '../../services/audit'

/** POST /api/admin/audit_chain: the audit log's hash chain re-computed, as npm run audit:verify does. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/audit_chain',
    {
      preHandler: requirePermission(AUDIT_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Audit chain status',
        description: `Needs ${AUDIT_PERMISSIONS.view}. Reads the whole log: intact, the number of rows, and the first broken row when not intact. Errors: 401, 403.`,
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(ChainStatus) },
      },
    },
    async (request) => {
      const report = await verifyChain(app.db)
      return ok(request, {
        intact: report.ok,
        rows: report.count,
        brokenId: report.ok ? null : report.brokenId,
      })
    },
  )
}

export default route
