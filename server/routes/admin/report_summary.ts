import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { REPORT_PERMISSIONS, ReportBody, ReportTable } from '@src/contract/reports'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { groupedReport } from '../../services/reports'

/** POST /api/admin/report_summary: Money by São Paulo day: GGR, NGR, liability ({REPORT_PERMISSIONS.view}). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/report_summary',
    {
      preHandler: requirePermission(REPORT_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Money by São Paulo day: GGR, NGR, liability',
        description: `Needs ${REPORT_PERMISSIONS.view}. From the ledger, per São Paulo day (groupBy day, month) from the day from to the day to (both included, at most 366 days): stakes, wins, GGR (stakes - wins), each cost NGR deducts (bonuses, cashback, rebate, vip, salary, referral, races, corrections), NGR and the players' liability at the period's end. Money in centavos. Errors: 400, 401, 403, 1740 bad range, 1741 bad groupBy.`,
        security: [{ token: [] }],
        body: ReportBody,
        response: { 200: EnvelopeSchema(ReportTable) },
      },
    },
    async (request) => ok(request, await groupedReport(app.db, 'summary', request.body)),
  )
}

export default route
