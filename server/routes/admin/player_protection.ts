import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PlayerProtection, PlayerProtectionBody, PROTECTION_PERMISSIONS } from '@src/contract/protection'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { lookUpPlayer } from '../../services/protection/admin'

/** POST /api/admin/player_protection: a player's limits, exclusion, identity and protection history. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/player_protection',
    {
      preHandler: requirePermission(PROTECTION_PERMISSIONS.viewPlayer),
      schema: {
        tags: ['admin'],
        summary: 'Look a player’s protection up (audit-logged)',
        description: `Needs ${PROTECTION_PERMISSIONS.viewPlayer}. query: the player's CPF (11 digits, punctuation allowed), phone (E.164) or id. Read only, and recorded in the player's history (viewedByOperator). Errors: 400, 401, 403, 1620 no such player.`,
        security: [{ token: [] }],
        body: PlayerProtectionBody,
        response: { 200: EnvelopeSchema(PlayerProtection) },
      },
    },
    async (request) =>
      ok(
        request,
        await lookUpPlayer(
          app.db,
          currentUser(request).id,
          request.body.query,
          app.config.compliance.realityCheckMinutes,
        ),
      ),
  )
}

export default route
