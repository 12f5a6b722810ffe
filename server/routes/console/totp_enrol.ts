import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TotpEnrolment } from '@src/contract/console'
import { EnvelopeSchema } from '@src/contract/envelope'
import { ok } from '../../envelope'
import { currentUser, requireConsoleAccount } from '../../plugins/auth'
import { startEnrolment } from '../../services/accounts/secondFactor'

/** POST /api/console/totp_enrol: the console's second factor (issue 26, docs/console.md, docs/api.md). Outside
 * /api/admin/ so that an operator may reach it before passing the second factor. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/console/totp_enrol',
    {
      preHandler: requireConsoleAccount,
      schema: {
        tags: ['console'],
        summary: 'Start setting up the second factor: a new TOTP secret and its otpauth URI',
        description:
          'The secret is answered by this call only; once confirmed (console/totp_confirm) it is never shown again. Calling it again before confirming starts over with a new secret. Errors: 401, 403, 1704 already set up.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(TotpEnrolment) },
      },
    },
    async (request) =>
      ok(request, await startEnrolment(app.db, currentUser(request), app.config.console.totpKey)),
  )
}

export default route
