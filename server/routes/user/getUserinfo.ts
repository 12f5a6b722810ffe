import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, EnvelopeSchema } from '@src/contract/envelope'
import { UserInfo } from '@src/contract/user'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { userInfoOf } from '../../services/userInfo'

/** POST /api/user/getUserinfo: the logged-in player, with balances in centavos. No payload. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/getUserinfo',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['user'],
        summary: 'The logged-in player',
        description: 'Errors: 401.',
        security: [{ token: [] }],
        body: EmptyBody,
        response: { 200: EnvelopeSchema(UserInfo) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      return ok(request, await userInfoOf(app.db, user))
    },
  )
}

export default route
