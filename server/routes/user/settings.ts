import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PlayerSettings, SettingsBody } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/users'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'

/** POST /api/user/settings: the player's own switches (automatic transfer); an empty body reads them. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/settings',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['user'],
        summary: "The player's settings (logged in)",
        description:
          'autoTransfer: opening a game moves the wallet to the game balance and leaving it moves it back ' +
          '(only where the operator has AUTO_TRANSFER on, see webconfig/index). Only the fields given change. ' +
          'Errors: 401, 400.',
        security: [{ token: [] }],
        body: SettingsBody,
        response: { 200: EnvelopeSchema(PlayerSettings) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { autoTransfer } = request.body
      if (autoTransfer === undefined) return ok(request, { autoTransfer: user.autoTransfer })
      await app.db.update(users).set({ autoTransfer }).where(eq(users.id, user.id))
      return ok(request, { autoTransfer })
    },
  )
}

export default route
