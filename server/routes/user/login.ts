import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '../../../src/contract/codes'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { LoginBody, LoginData } from '../../../src/contract/user'
import { ApiError, ok } from '../../envelope'
import { countPasswordTry } from '../../services/loginThrottle'
import { verifyNothing, verifyPassword } from '../../services/passwords'
import { phoneFromUsername } from '../../services/phone'
import { recordSighting, sightingOf } from '../../services/rewards/links'
import { createSession } from '../../services/sessions'
import { findUserByPhone, userInfoOf } from '../../services/users'

/** POST /api/user/login: phone and password in, a session token out (data.userinfo.token). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Log in with phone and password',
        description: 'Errors: 1001 wrong phone or password, 1013 too many failed logins, 1014 invalid phone.',
        body: LoginBody,
        response: { 200: EnvelopeSchema(LoginData) },
      },
    },
    async (request) => {
      const { db } = app
      const phone = phoneFromUsername(request.body.username)
      if (!phone) throw new ApiError(Code.PhoneInvalid)
      const accepted = await countPasswordTry(db, phone, request.ip, app.config.limits.login)
      const user = await findUserByPhone(db, phone)
      const valid = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyNothing(request.body.password)
      if (!user || !valid) throw new ApiError(Code.InvalidCredentials)
      await accepted()
      await recordSighting(db, user.id, sightingOf(request))
      const token = await createSession(db, user.id)
      return ok(request, { userinfo: { ...(await userInfoOf(db, user)), token } })
    },
  )
}

export default route
