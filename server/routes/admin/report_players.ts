import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { REPORT_PERMISSIONS, ReportBody, ReportTable } from '@src/contract/reports'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { groupedReport } from '../../services/reports'

/** POST /api/admin/report_players: New, depositing and first-depositing players ({REPORT_PERMISSIONS.view}). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/report_players',
    {
      preHandler: requirePermission(REPORT_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'New, depositing and first-depositing players',
        description: `Needs ${REPORT_PERMISSIONS.view}. Per day or month: players who signed up, players with a paid top-up, first paid top-ups and their amount. Errors: 400, 401, 403, 1740, 1741.`,
        security: [{ token: [] }],
        body: ReportBody,
        response: { 200: EnvelopeSchema(ReportTable) },
      },
    },
    async (request) => ok(request, await groupedReport(app.db, 'players', request.body)),
  )
}

export default route
