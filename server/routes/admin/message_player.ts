import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { MESSAGE_PERMISSIONS, MessagePlayerBody, MessagePlayerResult } from '@src/contract/messages'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { messagePlayer } from '../../services/notifications'

/** POST /api/admin/message_player: an operator's message to one player's notification centre (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/message_player',
    {
      preHandler: requirePermission(MESSAGE_PERMISSIONS.player),
      schema: {
        tags: ['admin'],
        summary: "Send a message to one player's notification centre (audited)",
        description: `Needs ${MESSAGE_PERMISSIONS.player}. The title and text in zh (the fallback) and any of en, pt, sw; the player reads their language. sent is false when the player muted operator messages. Errors: 400, 401, 403, 1620 no such player.`,
        security: [{ token: [] }],
        body: MessagePlayerBody,
        response: { 200: EnvelopeSchema(MessagePlayerResult) },
      },
    },
    async (request) => {
      const operator = { id: currentUser(request).id, ip: request.ip }
      const { userId, title, body } = request.body
      return ok(request, await messagePlayer(app.db, operator, userId, { title, body }))
    },
  )
}

export default route
