import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { UnreadCounts } from '@src/contract/content'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { readAllPlayerNotices } from '../../services/notifications'

/** POST /api/notice/read_all: every notification of the player is read; answers the counts (zero). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/notice/read_all',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['content'],
        summary: 'Mark all own notifications read',
        description: 'Safe to repeat. Errors: 401.',
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(UnreadCounts) },
      },
    },
    async (request) => ok(request, await readAllPlayerNotices(app.db, currentUser(request).id)),
  )
}

export default route
