import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { IdentityReviewBody, PlayerProtection, PROTECTION_PERMISSIONS } from '@src/contract/protection'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { reviewIdentity } from '../../services/protection/admin'

/** POST /api/admin/identity_review: an operator decides a player's identity check. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/identity_review',
    {
      preHandler: requirePermission(PROTECTION_PERMISSIONS.reviewIdentity),
      schema: {
        tags: ['admin'],
        summary: 'Decide a player’s identity check (verified or refused)',
        description: `Needs ${PROTECTION_PERMISSIONS.reviewIdentity}. For players who declared a CPF (IDENTITY_PROVIDER=manual leaves them pending). A refusal needs a reason. Recorded in the player's history. Answers as admin/player_protection. Errors: 400, 401, 403, 1422 refusal without a reason, 1601 the player has no CPF, 1620 no such player.`,
        security: [{ token: [] }],
        body: IdentityReviewBody,
        response: { 200: EnvelopeSchema(PlayerProtection) },
      },
    },
    async (request) =>
      ok(
        request,
        await reviewIdentity(
          app.db,
          currentUser(request).id,
          request.body,
          app.config.compliance.realityCheckMinutes,
        ),
      ),
  )
}

export default route
