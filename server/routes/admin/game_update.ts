import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { AdminGame, GAME_PERMISSIONS, GameUpdateBody } from '@src/contract/players'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { updateGame } from '../../services/games/admin'

/** POST /api/admin/game_update: change a game's lobby settings (audited); every process sees it at once. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/game_update',
    {
      preHandler: requirePermission(GAME_PERMISSIONS.manage),
      schema: {
        tags: ['admin'],
        summary:
          'Enable or disable a game, set its category, tags, order, lobby rows, marks, texts and image',
        description: `Needs ${GAME_PERMISSIONS.manage}. Only the fields given change; the audit row keeps each changed field before and after. Every process's lobby drops its cached copy at the commit (read cache). Errors: 400, 401, 403, 1301 no such game, 1751 no such category.`,
        security: [{ token: [] }],
        body: GameUpdateBody,
        response: { 200: EnvelopeSchema(AdminGame) },
      },
    },
    async (request) => {
      const operator = { id: currentUser(request).id, ip: request.ip }
      const game = await updateGame(app.db, operator, request.body)
      // This process's lobby shows the change before the answer goes.
      await app.readCache.sync()
      return ok(request, game)
    },
  )
}

export default route
