import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { MESSAGE_PERMISSIONS, MessageBroadcastBody, MessageBroadcastResult } from '@src/contract/messages'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { broadcastMessage } from '../../services/notifications'

/** POST /api/admin/message_broadcast: one message to every player, or a marketing one (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/message_broadcast',
    {
      preHandler: requirePermission(MESSAGE_PERMISSIONS.broadcast),
      schema: {
        tags: ['admin'],
        summary: 'Send a message to every player, or a marketing message (audited)',
        description: `Needs ${MESSAGE_PERMISSIONS.broadcast}. audience all: an operator message to every player (those who muted operator messages skipped); marketing: only players who opted in and are not in a cool-off, self-exclusion or national ban. Answers how many players the audience held and how many got it. Errors: 400, 401, 403.`,
        security: [{ token: [] }],
        body: MessageBroadcastBody,
        response: { 200: EnvelopeSchema(MessageBroadcastResult) },
      },
    },
    async (request) => {
      const operator = { id: currentUser(request).id, ip: request.ip }
      const { audience, title, body } = request.body
      return ok(request, await broadcastMessage(app.db, operator, audience, { title, body }))
    },
  )
}

export default route
