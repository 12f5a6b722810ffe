import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '@src/contract/codes'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PromotionUpdateBody, REWARDS_PERMISSIONS, RewardsOverview } from '@src/contract/rewards'
import { ApiError, ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { rewardsOverview, updatePromotion } from '../../services/rewards/admin'

/** POST /api/admin/promotion_update: switch a promotion on or off, optionally with new rules. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/promotion_update',
    {
      preHandler: requirePermission(REWARDS_PERMISSIONS.manage),
      schema: {
        tags: ['admin'],
        summary: 'Switch a promotion, change its rules',
        description: `Needs ${REWARDS_PERMISSIONS.manage}. Answers the new overview. Errors: 400, 401, 403, 1503 rules do not fit.`,
        security: [{ token: [] }],
        body: PromotionUpdateBody,
        response: { 200: EnvelopeSchema(RewardsOverview) },
      },
    },
    async (request) => {
      const { key, enabled, rules } = request.body
      if (
        !(await updatePromotion(app.db, key, enabled, rules, { id: currentUser(request).id, ip: request.ip }))
      )
        throw new ApiError(Code.PromotionRulesInvalid)
      // Every process's web config shows the switch before this answer goes.
      await app.readCache.sync()
      return ok(request, await rewardsOverview(app.db))
    },
  )
}

export default route
