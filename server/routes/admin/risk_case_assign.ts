import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { RISK_PERMISSIONS, RiskCase, RiskCaseAssignBody } from '@src/contract/risk'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { assignRiskCase } from '../../services/protection/cases'

/** POST /api/admin/risk_case_assign: Take a risk case or hand it to an operator (audit-logged) */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/risk_case_assign',
    {
      preHandler: requirePermission(RISK_PERMISSIONS.assign),
      schema: {
        tags: ['admin'],
        summary: 'Take a risk case or hand it to an operator (audit-logged)',
        description: `Needs ${RISK_PERMISSIONS.assign}. ownerId absent: the caller takes it; else an operator holding ${RISK_PERMISSIONS.decide}. Recorded in the player's protection history. Errors: 400, 401, 403, 1660 no such case, 1661 case closed, 1663 owner not allowed.`,
        security: [{ token: [] }],
        body: RiskCaseAssignBody,
        response: { 200: EnvelopeSchema(RiskCase) },
      },
    },
    async (request) => ok(request, await assignRiskCase(app.db, currentUser(request).id, request.body)),
  )
}

export default route
