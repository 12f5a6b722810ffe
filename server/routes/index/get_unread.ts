import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { UnreadCounts } from '@src/contract/content'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { unreadCounts } from '../../services/notifications'

/** GET /api/index/get_unread: what waits unread for the player, for the portal's badges. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/get_unread',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['content'],
        summary: 'Unread counts for the badges',
        description: 'notices: own notices not yet read (index/get_my_msg). Errors: 401.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(UnreadCounts) },
      },
    },
    async (request) => ok(request, await unreadCounts(app.db, currentUser(request).id)),
  )
}

export default route
