import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PLAYER_PERMISSIONS, PlayerActionResult, PlayerBlockBody } from '@src/contract/players'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { setPlayBlock } from '../../services/players'

/** POST /api/admin/player_block: stop or restore a player's play (audited); withdrawals stay open. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/player_block',
    {
      preHandler: requirePermission(PLAYER_PERMISSIONS.blockPlay),
      schema: {
        tags: ['admin'],
        summary: 'Block or unblock a player’s play (audited)',
        description: `Needs ${PLAYER_PERMISSIONS.blockPlay}. blocked true: the play gate refuses spins, launches, conversions and provider bets (1750); withdrawals stay open. false: lifts only this block, never a limit, cool-off, self-exclusion or ban. Errors: 400, 401, 403, 1620 no such player.`,
        security: [{ token: [] }],
        body: PlayerBlockBody,
        response: { 200: EnvelopeSchema(PlayerActionResult) },
      },
    },
    async (request) => {
      const { id, blocked, reason } = request.body
      const operator = { id: currentUser(request).id, ip: request.ip }
      return ok(request, await setPlayBlock(app.db, operator, id, blocked, reason))
    },
  )
}

export default route
