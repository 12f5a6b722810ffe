import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { INVITE_PATH, signUpRoute } from '../services/rewards/invite'
import { findUserByInvitationCode } from '../services/users'

/**
 * GET /i/CODE, the short invite address that get_links answers: a 302 to the portal's sign-up with the
 * code filled in. An unknown code still lands on the sign-up, without it (a wrong code would only refuse
 * the registration). The target is relative ('../#/…'), so it works wherever the server is mounted.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${INVITE_PATH}:code`,
    {
      schema: {
        tags: ['rewards'],
        summary: 'Short invite address',
        description:
          "302 to the portal's registration with the code (without it when no player has the code).",
        params: Type.Object({ code: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const inviter = await findUserByInvitationCode(app.db, request.params.code)
      return reply
        .header('cache-control', 'no-store')
        .redirect(`../${signUpRoute(inviter?.invitationCode ?? null)}`, 302)
    },
  )
}

export default route
