import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { AdminRewardPage, REWARDS_PERMISSIONS, RewardListBody } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { adminRewardList } from '../../services/rewards/records'

/** POST /api/admin/reward_list: the rewards paid to every player, newest first. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/reward_list',
    {
      preHandler: requirePermission(REWARDS_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Rewards paid',
        description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: RewardListBody,
        response: { 200: EnvelopeSchema(AdminRewardPage) },
      },
    },
    async (request) => {
      const { kind, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await adminRewardList(app.db, kind, page, limit))
    },
  )
}

export default route
