import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '@src/contract/codes'
import { EnvelopeSchema } from '@src/contract/envelope'
import { VipInfo, VipInfoBody } from '@src/contract/rewards'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { vipInfo } from '../../services/rewards/vip'

/** POST /api/index/vips_info: one VIP level's benefits and the player's distance to it. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/vips_info',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: 'One VIP level',
        description: 'Errors: 400, 401, 1502 no such level.',
        security: [{ token: [] }],
        body: VipInfoBody,
        response: { 200: EnvelopeSchema(VipInfo) },
      },
    },
    async (request) => {
      const info = await vipInfo(app.db, currentUser(request).id, request.body.level)
      if (!info) throw new ApiError(Code.VipLevelNotFound)
      return ok(request, info)
    },
  )
}

export default route
