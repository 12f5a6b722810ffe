import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { Verification, VerifyBody } from '@src/contract/game'
import { ok } from '../../envelope'
import { currentGame, requireGameSession } from '../../plugins/gameSession'
import { verifyPlayerRound } from '../../services/games/verification'

/** POST /api/game/verify {roundId}: one of the player's rounds recomputed from its revealed seed. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/game/verify',
    {
      preHandler: requireGameSession,
      schema: {
        tags: ['games'],
        summary: 'Recompute a past round from its revealed server seed',
        description:
          'Any game of the player. Errors: 1303, 400, 1306 no such round of the player, 1307 its server ' +
          'seed is still in use (rotate first).',
        security: [{ gameToken: [] }],
        body: VerifyBody,
        response: { 200: EnvelopeSchema(Verification) },
      },
    },
    async (request) =>
      ok(request, await verifyPlayerRound(app.db, currentGame(request).userId, request.body.roundId)),
  )
}

export default route
