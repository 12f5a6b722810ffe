import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ClientSeedBody, Rotation } from '@src/contract/game'
import { ok } from '../../envelope'
import { currentGame, requireGameSession } from '../../plugins/gameSession'
import { rotateSeeds } from '../../services/games/seedPairs'

/** POST /api/game/seed {clientSeed}: the player's own client seed, under a new server seed. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/game/seed',
    {
      preHandler: requireGameSession,
      schema: {
        tags: ['games'],
        summary: 'Set the client seed (rotates the pair)',
        description:
          'Retires the active pair, revealing its server seed, and starts a new pair with a new server seed ' +
          '(its commitment shown) and this client seed, nonce 0. Errors: 1303, 400 (1-64 characters, no ":").',
        security: [{ gameToken: [] }],
        body: ClientSeedBody,
        response: { 200: EnvelopeSchema(Rotation) },
      },
    },
    async (request) =>
      ok(request, await rotateSeeds(app.db, currentGame(request).userId, request.body.clientSeed)),
  )
}

export default route
