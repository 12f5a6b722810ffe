import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { OPERATOR_PERMISSIONS, TotpResetBody } from '@src/contract/console'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { resetSecondFactor } from '../../services/accounts/secondFactor'

/** POST /api/admin/operator_totp_reset: remove another operator's lost second factor (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/operator_totp_reset',
    {
      preHandler: requirePermission(OPERATOR_PERMISSIONS.resetTotp),
      schema: {
        tags: ['admin'],
        summary: "Remove another operator's second factor (audited)",
        description: `Needs ${OPERATOR_PERMISSIONS.resetTotp} (administrators). The operator's TOTP secret and recovery codes are deleted and their sessions end; the next login sets the second factor up again. Errors: 400, 401, 403, 1800 no such console account, 1801 one's own.`,
        security: [{ token: [] }],
        body: TotpResetBody,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const operator = { id: currentUser(request).id, ip: request.ip }
      await resetSecondFactor(app.db, operator, request.body.userId, request.body.reason)
      return ok(request, null)
    },
  )
}

export default route
