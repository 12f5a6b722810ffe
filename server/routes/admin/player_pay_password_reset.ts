import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PLAYER_PERMISSIONS, PlayerActionBody, PlayerActionResult } from '@src/contract/players'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { resetPayPassword } from '../../services/players'

/** POST /api/admin/player_pay_password_reset: clear a player's withdrawal password (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/player_pay_password_reset',
    {
      preHandler: requirePermission(PLAYER_PERMISSIONS.resetPayPassword),
      schema: {
        tags: ['admin'],
        summary: 'Reset a player’s withdrawal password (audited)',
        description: `Needs ${PLAYER_PERMISSIONS.resetPayPassword}. The player must set a new one (user/setpaypwd with a code) before withdrawing. Errors: 400, 401, 403, 1620 no such player.`,
        security: [{ token: [] }],
        body: PlayerActionBody,
        response: { 200: EnvelopeSchema(PlayerActionResult) },
      },
    },
    async (request) => {
      const operator = { id: currentUser(request).id, ip: request.ip }
      return ok(request, await resetPayPassword(app.db, operator, request.body.id, request.body.reason))
    },
  )
}

export default route
