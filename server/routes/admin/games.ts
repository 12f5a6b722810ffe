import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { AdminGames, AdminGamesBody, GAME_PERMISSIONS } from '@src/contract/players'
import { ok } from '../../envelope'
import { requirePermission } from '../../plugins/auth'
import { listAdminGames } from '../../services/games/admin'

/** POST /api/admin/games: every game as the operator manages it, enabled or not. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/games',
    {
      preHandler: requirePermission(GAME_PERMISSIONS.manage),
      schema: {
        tags: ['admin'],
        summary: 'List games for management',
        description: `Needs ${GAME_PERMISSIONS.manage}. query: part of a name (any language, accents ignored); provider: one provider's. Lobby order (sort, then id). Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: AdminGamesBody,
        response: { 200: EnvelopeSchema(AdminGames) },
      },
    },
    async (request) => ok(request, await listAdminGames(app.db, request.body, request.lang)),
  )
}

export default route
