import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '../../../src/contract/codes'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { OutGameBody } from '../../../src/contract/game'
import { Balances } from '../../../src/contract/wallet'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { leaveGames } from '../../services/money/autoTransfer'

/**
 * POST /api/index/out_game {id?}: the player left the game frame. The games of this login session (that
 * game's, with id) end; with automatic transfer, the game balance goes back to the wallet once none of the
 * player's games still plays. Answers the balances after it.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/out_game',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['games'],
        summary: 'Leave a game: its session ends, the game balance goes back to the wallet',
        description:
          'Ends the game sessions this login session opened (only game id when given): their game tokens answer ' +
          '1303 from then on. Where automatic transfer moved the wallet in, the whole game balance moves back ' +
          'to the wallet (a credit conversion through the ledger) once no other game of the player still ' +
          'plays. Safe to repeat. Errors: 401, 400.',
        security: [{ token: [] }],
        body: OutGameBody,
        response: { 200: EnvelopeSchema(Balances) },
      },
    },
    async (request) => {
      if (request.sessionId === null) throw new ApiError(Code.SessionExpired)
      const balances = await leaveGames(app.db, {
        userId: currentUser(request).id,
        loginSessionId: request.sessionId,
        gameId: request.body.id,
      })
      return ok(request, balances)
    },
  )
}

export default route
