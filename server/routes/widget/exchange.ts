import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '../../../src/contract/codes'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { ExchangeBody } from '../../../src/contract/handoff'
import { LoginData } from '../../../src/contract/user'
import { ApiError, ok } from '../../envelope'
import { redeemHandoff } from '../../services/handoff'
import { userInfoOf } from '../../services/users'

/** POST /api/widget/exchange: the portal trades a hand-off code for a session of its own, once. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/widget/exchange',
    {
      schema: {
        tags: ['widget'],
        summary: 'Exchange a hand-off code for a session',
        description:
          'Answers like user/login. Errors: 404 when the code is unknown, already used or expired ' +
          '(the three are not told apart).',
        body: ExchangeBody,
        response: { 200: EnvelopeSchema(LoginData) },
      },
    },
    async (request) => {
      const redeemed = await redeemHandoff(app.db, request.body.code)
      if (!redeemed) throw new ApiError(Code.NotFound)
      const { user, token } = redeemed
      return ok(request, { userinfo: { ...(await userInfoOf(app.db, user)), token } })
    },
  )
}

export default route
