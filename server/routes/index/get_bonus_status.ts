import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { BonusStatus } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { bonusStatus } from '../../services/rewards/recharge'

/** GET /api/index/get_bonus_status: the player's first deposit, today's cash backs and wagering left. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_bonus_status',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: "The player's bonus status",
        description: 'Errors: 401.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(BonusStatus) },
      },
    },
    async (request) => ok(request, await bonusStatus(app.db, currentUser(request).id)),
  )
}

export default route
