import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { SpinBody, SpinResult } from '../../../src/contract/game'
import { ok } from '../../envelope'
import { currentGame, requireGameSession } from '../../plugins/gameSession'
import { spin } from '../../services/rounds'

/** POST /api/game/spin {bet, clientRoundId}: plays and settles one round. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/game/spin',
    {
      preHandler: requireGameSession,
      schema: {
        tags: ['games'],
        summary: 'Play one round',
        description:
          'One database transaction: the round, the nonce and one ledger movement (bet out of the game ' +
          'balance, win into it). A retry with the same clientRoundId answers the same round with ' +
          'replayed: true and charges nothing. Errors: 1303, 400, 1304 bet outside the limits or not a ' +
          'whole number of centavos per line, 1305 bet above the game balance, 1202 clientRoundId already ' +
          'used for another bet or game.',
        security: [{ gameToken: [] }],
        body: SpinBody,
        response: { 200: EnvelopeSchema(SpinResult) },
      },
    },
    async (request) => {
      const { userId, game } = currentGame(request)
      return ok(request, await spin(app.db, { userId, game, ...request.body }))
    },
  )
}

export default route
