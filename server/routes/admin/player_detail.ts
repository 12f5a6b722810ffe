import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PLAYER_PERMISSIONS, PlayerDetail, PlayerDetailBody } from '@src/contract/players'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { playerDetail } from '../../services/players'

/** POST /api/admin/player_detail: one player whole, each section paged with its history. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/player_detail',
    {
      preHandler: requirePermission(PLAYER_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'A player whole: identity, balances, protection and every section',
        description: `Needs ${PLAYER_PERMISSIONS.view}. Without section: identity, balances, protection and the first 10 rows of every section (ledger, orders, rounds, bonuses, protection, sessions, messages, links, risk, notes); with section, page and limit: that section's page. Errors: 400, 401, 403, 1620 no such player.`,
        security: [{ token: [] }],
        body: PlayerDetailBody,
        response: { 200: EnvelopeSchema(PlayerDetail) },
      },
    },
    async (request) => {
      const { id, ...window } = request.body
      return ok(request, await playerDetail(app.db, id, window))
    },
  )
}

export default route
