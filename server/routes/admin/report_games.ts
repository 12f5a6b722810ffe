import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { REPORT_PERMISSIONS, ReportBody, ReportTable } from '@src/contract/reports'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { groupedReport } from '../../services/reports'

/** POST /api/admin/report_games: Stakes, wins and RTP per game, provider or channel ({REPORT_PERMISSIONS.view}). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/report_games',
    {
      preHandler: requirePermission(REPORT_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Stakes, wins and RTP per game, provider or channel',
        description: `Needs ${REPORT_PERMISSIONS.view}. Settled rounds by the day they ended, grouped by game (with its provider, theoretical RTP and the flag past 4 standard deviations after 100,000 rounds), provider, player channel (direct, invited, demo) or day. Errors: 400, 401, 403, 1740, 1741.`,
        security: [{ token: [] }],
        body: ReportBody,
        response: { 200: EnvelopeSchema(ReportTable) },
      },
    },
    async (request) => ok(request, await groupedReport(app.db, 'games', request.body)),
  )
}

export default route
