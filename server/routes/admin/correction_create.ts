import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CORRECTION_PERMISSIONS, Correction, CorrectionCreateBody } from '@src/contract/corrections'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { createCorrection } from '../../services/corrections'

/** POST /api/admin/correction_create: credit or debit a player's wallet or game balance, with a reason. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/correction_create',
    {
      preHandler: requirePermission(CORRECTION_PERMISSIONS.create),
      schema: {
        tags: ['admin'],
        summary: 'Correct a balance',
        description: `Needs ${CORRECTION_PERMISSIONS.create}. amount in centavos (positive; direction credit or debit), account wallet or game, reason goodwill, chargeback, errorFix, promotionFix or other, a comment and an idempotency key. Up to CORRECTION_FOUR_EYES_CENTAVOS it applies at once (status applied); above, it waits for a second operator (status pending) and moves nothing. Audited in the same transaction. Errors: 400, 401, 403, 1620 no such player, 1723 debit larger than the balance (nothing recorded), 1724 key used for another correction.`,
        security: [{ token: [] }],
        body: CorrectionCreateBody,
        response: { 200: EnvelopeSchema(Correction) },
      },
    },
    async (request) =>
      ok(
        request,
        await createCorrection(
          app.db,
          app.config.correctionFourEyesCentavos,
          { id: currentUser(request).id, ip: request.ip },
          request.body,
        ),
      ),
  )
}

export default route
