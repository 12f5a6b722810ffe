import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { REPORT_PERMISSIONS, ReportRoundsBody, ReportTable } from '@src/contract/reports'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { checkRange, ROUND_COLUMNS, roundsPage } from '../../services/reports'

/** POST /api/admin/report_rounds: every settled round of the range, a page at a time (REPORT_PERMISSIONS.view). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/report_rounds',
    {
      preHandler: requirePermission(REPORT_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Every settled round of a range, oldest first',
        description: `Needs ${REPORT_PERMISSIONS.view}. One row per settled round that ended in the range: id, end (UTC), player, game, provider, channel, bet and win in centavos; limit rows (at most 500) after the cursor \`after\`, the answer's next (null on the last page). Errors: 400, 401, 403, 1740 bad range or cursor.`,
        security: [{ token: [] }],
        body: ReportRoundsBody,
        response: { 200: EnvelopeSchema(ReportTable) },
      },
    },
    async (request) => {
      const { from, to } = checkRange('rounds', request.body)
      const page = await roundsPage(app.db, from, to, request.body.after, request.body.limit ?? 100)
      return ok(request, { report: 'rounds', from, to, groupBy: 'round', columns: ROUND_COLUMNS, ...page })
    },
  )
}

export default route
