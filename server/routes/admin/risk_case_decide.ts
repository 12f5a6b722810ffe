import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { RISK_PERMISSIONS, RiskCase, RiskCaseDecideBody } from '@src/contract/risk'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { decideRiskCase } from '../../services/protection/cases'

/** POST /api/admin/risk_case_decide: Close a risk case with a decision and its reason (audit-logged) */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/risk_case_decide',
    {
      preHandler: requirePermission(RISK_PERMISSIONS.decide),
      schema: {
        tags: ['admin'],
        summary: 'Close a risk case with a decision and its reason (audit-logged)',
        description: `Needs ${RISK_PERMISSIONS.decide}. decision: noAction, contacted, limited, restricted or reported (to COAF). Recorded in the player's protection history. Errors: 400, 401, 403, 1660 no such case, 1661 case closed, 1662 reason required.`,
        security: [{ token: [] }],
        body: RiskCaseDecideBody,
        response: { 200: EnvelopeSchema(RiskCase) },
      },
    },
    async (request) => ok(request, await decideRiskCase(app.db, currentUser(request).id, request.body)),
  )
}

export default route
