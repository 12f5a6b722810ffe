import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { VipStatus } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { vipStatus } from '../../services/rewards/vip'

/** GET /api/index/get_vips: the player's level, totals, distance to the next level and every level. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_vips',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: 'VIP status and levels',
        description: 'Errors: 401.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(VipStatus) },
      },
    },
    async (request) => ok(request, await vipStatus(app.db, currentUser(request).id)),
  )
}

export default route
