import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { Rotation } from '@src/contract/game'
import { ok } from '../../envelope'
import { currentGame, requireGameSession } from '../../plugins/gameSession'
import { rotateSeeds } from '../../services/games/seedPairs'

/** POST /api/game/rotate: reveals the server seed in use and commits to a new one. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/game/rotate',
    {
      preHandler: requireGameSession,
      schema: {
        tags: ['games'],
        summary: 'Rotate the seeds: reveal the server seed in use',
        description:
          'The rounds played under the revealed seed can then be checked with game/verify. The client seed ' +
          'stays. Errors: 1303.',
        security: [{ gameToken: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(Rotation) },
      },
    },
    async (request) => ok(request, await rotateSeeds(app.db, currentGame(request).userId)),
  )
}

export default route
