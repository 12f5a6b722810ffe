import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { RewardListBody, RewardPage } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { rewardList } from '../../services/rewards/records'

/** POST /api/index/reward_list: the player's rewards (optionally of one kind), newest first. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/reward_list',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['rewards'],
        summary: "The player's rewards",
        description:
          'kind: referral, first_deposit, recharge_cashback, vip_upgrade, rebate, partner_salary. Errors: 400, 401.',
        security: [{ token: [] }],
        body: RewardListBody,
        response: { 200: EnvelopeSchema(RewardPage) },
      },
    },
    async (request) => {
      const { kind, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
      return ok(request, await rewardList(app.db, currentUser(request).id, kind, page, limit))
    },
  )
}

export default route
