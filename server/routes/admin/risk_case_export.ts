import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { RISK_PERMISSIONS, RiskCaseExport, RiskCaseIdBody } from '@src/contract/risk'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { exportRiskCase } from '../../services/protection/cases'

/** POST /api/admin/risk_case_export: Export a risk case for a COAF report (audit-logged) */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/risk_case_export',
    {
      preHandler: requirePermission(RISK_PERMISSIONS.export),
      schema: {
        tags: ['admin'],
        summary: 'Export a risk case for a COAF report (audit-logged)',
        description: `Needs ${RISK_PERMISSIONS.export}. The case, the player's identity, every flag with its evidence, the top-ups and withdrawals and the play totals from 30 days before the first flag, as JSON. Recorded in the player's protection history. Errors: 400, 401, 403, 1660 no such case.`,
        security: [{ token: [] }],
        body: RiskCaseIdBody,
        response: { 200: EnvelopeSchema(RiskCaseExport) },
      },
    },
    async (request) => ok(request, await exportRiskCase(app.db, currentUser(request).id, request.body.id)),
  )
}

export default route
