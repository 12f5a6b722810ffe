import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AUDIT_PERMISSIONS, AuditLogBody, AuditLogPage } from '@src/contract/corrections'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { listAudit } from '../../services/audit'

/** POST /api/admin/audit_log: the operator audit log, newest first, filtered. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/audit_log',
    {
      preHandler: requirePermission(AUDIT_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Operator audit log',
        description: `Needs ${AUDIT_PERMISSIONS.view}. Filters: actorId, action (exact, or a family ending in a dot: "correction."), target (exact, e.g. user:42), from and to (São Paulo days, inclusive); paged. Each row: actor, action, target, before, after, reason, address, time and its chain hash. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: AuditLogBody,
        response: { 200: EnvelopeSchema(AuditLogPage) },
      },
    },
    async (request) => ok(request, await listAudit(app.db, request.body)),
  )
}

export default route
