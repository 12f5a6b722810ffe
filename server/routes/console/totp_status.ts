import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TotpStatus } from '@src/contract/console'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requireConsoleAccount } from '../../plugins/auth'
import { totpStatusOf } from '../../services/accounts/consoleSessions'

/** POST /api/console/totp_status: the console's second factor (issue 26, docs/console.md, docs/api.md). Outside
 * /api/admin/ so that an operator may reach it before passing the second factor. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/console/totp_status',
    {
      preHandler: requireConsoleAccount,
      schema: {
        tags: ['console'],
        summary: "The console account's second factor: set up, passed in this session, required",
        description: 'Errors: 401, 403 (not a console account).',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(TotpStatus) },
      },
    },
    async (request) =>
      ok(
        request,
        await totpStatusOf(
          app.db,
          currentUser(request).id,
          request.sessionId,
          app.config.console.totpRequired,
        ),
      ),
  )
}

export default route
