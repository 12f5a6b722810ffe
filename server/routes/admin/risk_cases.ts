import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { RISK_PERMISSIONS, RiskCasePage, RiskCasesBody } from '@src/contract/risk'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { listRiskCases } from '../../services/protection/cases'

/** POST /api/admin/risk_cases: Risk and responsible-gaming cases, for review */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/risk_cases',
    {
      preHandler: requirePermission(RISK_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Risk and responsible-gaming cases, for review',
        description: `Needs ${RISK_PERMISSIONS.view}. status: open (nearest deadline first) or closed (latest decision first); userId: one player's. Each case carries the player's risk rating. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: RiskCasesBody,
        response: { 200: EnvelopeSchema(RiskCasePage) },
      },
    },
    async (request) => ok(request, await listRiskCases(app.db, request.body)),
  )
}

export default route
