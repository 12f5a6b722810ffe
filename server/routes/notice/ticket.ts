import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { NoticeTicket } from '@src/contract/notifications'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { issueTicket } from '../../services/notifications'

/** POST /api/notice/ticket: a single-use pass, good for a minute, that opens notice/stream. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/notice/ticket',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['content'],
        summary: 'A ticket for the live notification stream',
        description:
          'An EventSource cannot send the token header, and a token in a URL ends up in logs: the stream ' +
          'takes this ticket instead, once, within a minute, while the login that asked is live. Errors: 401.',
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(NoticeTicket) },
      },
    },
    async (request) => {
      const sessionId = request.sessionId
      if (sessionId === null) throw new Error('requireAuth sets the session')
      return ok(request, await issueTicket(app.db, currentUser(request).id, sessionId))
    },
  )
}

export default route
