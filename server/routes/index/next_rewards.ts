import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { NextRewards } from '@src/contract/lobby'
import { ok } from '../../envelope'
import { nextRewards } from '../../services/rewards/jobs'

/** GET /api/index/next_rewards: when the next rebate and partner salary are paid. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/next_rewards',
    {
      schema: {
        tags: ['rewards'],
        summary: 'Next rebate and salary payment',
        description:
          "The reward jobs' next run after the current day (rebate) or week (salary) closes, Brasília time; null while the promotion is switched off.",
        response: { 200: EnvelopeSchema(NextRewards) },
      },
    },
    async (request) => ok(request, await nextRewards(app.db)),
  )
}

export default route
