import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { REWARDS_PERMISSIONS, RewardsOverview } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { rewardsOverview } from '../../services/rewards/admin'

/** GET /api/admin/rewards: promotion switches and rules, the VIP table, the totals paid, the jobs. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/rewards',
    {
      preHandler: requirePermission(REWARDS_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: 'Rewards configuration and totals',
        description: `Needs ${REWARDS_PERMISSIONS.view}. Errors: 401, 403.`,
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(RewardsOverview) },
      },
    },
    async (request) => ok(request, await rewardsOverview(app.db)),
  )
}

export default route
