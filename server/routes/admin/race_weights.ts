import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { RaceWeights } from '@src/contract/race-admin'
import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { raceWeights } from '../../services/races'

/** POST /api/admin/race_weights: every game's race weight (the operator's, and the one that applies). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/race_weights',
    {
      preHandler: requirePermission(RACE_PERMISSIONS.view),
      schema: {
        tags: ['admin'],
        summary: "Each game's race weight",
        description: `Needs ${RACE_PERMISSIONS.view}. weightBps null: the weight follows the house edge (effectiveBps, docs/races.md). Errors: 401, 403.`,
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(RaceWeights) },
      },
    },
    async (request) => ok(request, await raceWeights(app.db, request.lang)),
  )
}

export default route
