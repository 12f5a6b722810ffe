import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PROMOTION_KEYS } from '@src/contract/content'
import { EnvelopeSchema } from '@src/contract/envelope'
import { Promotions } from '@src/contract/rewards'
import { ok } from '../../envelope'
import { callerExcluded } from '../../plugins/protection'
import { getPromotions } from '../../services/rewards/rules'

/** GET /api/index/get_promotions (public): every promotion's switch and rules. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_promotions',
    {
      schema: {
        tags: ['rewards'],
        summary: 'Promotion rules (first deposit, cash back, referral, rebate, partner salary, VIP rewards)',
        description: 'Open without login: the first-deposit, cash back and partner pages show these tiers.',
        response: { 200: EnvelopeSchema(Promotions) },
      },
    },
    async (request) => {
      const promotions = await getPromotions(app.db)
      if (!(await callerExcluded(request))) return ok(request, promotions)
      // During a cool-off or self-exclusion every promotion shows off: nothing invites play.
      const off = Object.fromEntries(
        PROMOTION_KEYS.map((key) => [key, { ...promotions[key], enabled: false }]),
      ) as Omit<Promotions, 'timezone'>
      return ok(request, { ...promotions, ...off })
    },
  )
}

export default route
