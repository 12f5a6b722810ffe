import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { REPORT_PERMISSIONS, ReportBody, ReportTable } from '@src/contract/reports'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { groupedReport } from '../../services/reports'

/** POST /api/admin/report_payments: Top-ups and withdrawals by channel and status ({REPORT_PERMISSIONS.view}). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/report_payments',
    {
      preHandler: requirePermission(REPORT_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Top-ups and withdrawals by channel and status',
        description: `Needs ${REPORT_PERMISSIONS.view}. Orders created in the range by type, channel (a top-up's payment channel, a withdrawal's payout:<kind>) and status, grouped by channel, status or day: count, amount and the average seconds from request to payment. Errors: 400, 401, 403, 1740, 1741.`,
        security: [{ token: [] }],
        body: ReportBody,
        response: { 200: EnvelopeSchema(ReportTable) },
      },
    },
    async (request) => ok(request, await groupedReport(app.db, 'payments', request.body)),
  )
}

export default route
