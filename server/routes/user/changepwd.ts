import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { eq } from 'drizzle-orm'
import { Code } from '../../../src/contract/codes'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { ChangePasswordBody } from '../../../src/contract/user'
import { validatePassword } from '../../../src/validation'
import { users } from '../../db/schema/users'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { assertLoginAllowed, recordLoginFailure } from '../../services/loginThrottle'
import { hashPassword, verifyPassword } from '../../services/passwords'
import { revokeUserSessions } from '../../services/sessions'

/**
 * POST /api/user/changepwd: the logged-in player changes their password. Their other sessions end; this
 * one stays. Wrong current passwords count as failed logins, so a stolen session cannot guess it freely.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/changepwd',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['user'],
        summary: 'Change the password (logged in)',
        description:
          'Errors: 401, 1010 password rule, 1011 current password wrong, 1013 too many wrong tries.',
        security: [{ token: [] }],
        body: ChangePasswordBody,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const { db } = app
      const user = currentUser(request)
      const { old_password: oldPassword, new_password: newPassword } = request.body
      if (validatePassword(newPassword)) throw new ApiError(Code.PasswordRule)
      await assertLoginAllowed(db, user.phone, request.ip)
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        await recordLoginFailure(db, user.phone, request.ip)
        throw new ApiError(Code.OldPasswordWrong)
      }
      const passwordHash = await hashPassword(newPassword)
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id))
      await revokeUserSessions(db, user.id, request.sessionId ?? undefined)
      return ok(request, null)
    },
  )
}

export default route
