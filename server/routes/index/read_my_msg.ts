import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ReadNoticesBody, UnreadCounts } from '@src/contract/content'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { readPlayerNotices } from '../../services/notifications'

/** POST /api/index/read_my_msg {ids}: the player has seen these notices; answers what stays unread. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/read_my_msg',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['content'],
        summary: 'Mark own notices read',
        description:
          "Ids of other players' notices, or already read, change nothing. Safe to repeat. Errors: 401, 400.",
        security: [{ token: [] }],
        body: ReadNoticesBody,
        response: { 200: EnvelopeSchema(UnreadCounts) },
      },
    },
    async (request) =>
      ok(request, await readPlayerNotices(app.db, currentUser(request).id, request.body.ids)),
  )
}

export default route
