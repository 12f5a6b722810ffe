import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { EmptyBody, EnvelopeSchema } from '../../src/contract/envelope'
import { ok } from '../envelope'
import { findSession, revokeSession } from '../services/accounts'

/**
 * POST /logout (spec §7), also served at /api/logout: ends the session of the token header. Always
 * succeeds: a player whose session already expired is logged out all the same.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Log out (end this session)',
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const token = request.headers.token
      const session = typeof token === 'string' && token ? await findSession(app.db, token) : null
      if (session) await revokeSession(app.db, session.sessionId)
      return ok(request, null)
    },
  )
}

export default route
