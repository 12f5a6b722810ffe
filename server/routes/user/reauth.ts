import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ReauthBody } from '@src/contract/user'
import { ok } from '../../envelope'
import { currentUser, requireIdleSession } from '../../plugins/auth'
import { reauthenticate } from '../../services/accounts/reauth'

/**
 * POST /api/user/reauth: the password again for a session idle past REAUTH_IDLE_MINUTES (code 1030 on any
 * other call); the session and its paused games go on. Accepted on an active session too.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/reauth',
    {
      preHandler: requireIdleSession,
      schema: {
        tags: ['user'],
        summary: 'Give the password again after the idle time (REAUTH_IDLE_MINUTES)',
        description:
          'Any call of a session idle for REAUTH_IDLE_MINUTES answers 1030 and runs nothing; this call takes the password and the session goes on (send the refused call again). Errors: 401, 1031 wrong password, 1013 too many wrong tries (counted like log-ins).',
        security: [{ token: [] }],
        body: ReauthBody,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      await reauthenticate(app.db, {
        user: currentUser(request),
        loginSessionId: request.sessionId as number,
        password: request.body.password,
        ip: request.ip,
        limits: app.config.limits.login,
      })
      return ok(request, null)
    },
  )
}

export default route
