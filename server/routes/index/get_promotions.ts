import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { Promotions } from '../../../src/contract/rewards'
import { ok } from '../../envelope'
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
    async (request) => ok(request, await getPromotions(app.db)),
  )
}

export default route
