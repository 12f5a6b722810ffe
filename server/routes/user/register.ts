import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { Code } from '../../../src/contract/codes'
import { EnvelopeSchema } from '../../../src/contract/envelope'
import { RegisterBody } from '../../../src/contract/user'
import { ApiError, ok } from '../../envelope'
import { passwordRefusal } from '../../services/passwordPolicy'
import { hashPassword } from '../../services/passwords'
import { phoneFromUsername } from '../../services/phone'
import { recordSighting, sightingOf } from '../../services/rewards/links'
import { createUser, findUserByInvitationCode } from '../../services/users'
import { consumeCode } from '../../services/verificationCodes'

/**
 * POST /api/user/register: a new player account, proven by a code sent to the phone (purpose register).
 * Whether the phone is taken is told only after its code checked out, i.e. only to the phone's owner.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/register',
    {
      schema: {
        tags: ['user'],
        summary: 'Register a player',
        description:
          'Errors: 1002 phone taken, 1003/1004/1007 code wrong, expired or locked, 1008 unknown invitation code, 1009 agreement not accepted, 1010/1017/1019 password rule (length, blank, repeated, common), 1014 invalid phone.',
        body: RegisterBody,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const { db } = app
      const { username, password, codes, invitation_code: invitation, agree } = request.body
      if (!agree) throw new ApiError(Code.AgreementRequired)
      const phone = phoneFromUsername(username)
      if (!phone) throw new ApiError(Code.PhoneInvalid)
      const refusal = passwordRefusal(password)
      if (refusal) throw new ApiError(refusal)
      // Checked before the code is spent, so a mistyped invitation code does not cost a new SMS.
      const inviter = invitation?.trim() ? await findUserByInvitationCode(db, invitation) : undefined
      if (invitation?.trim() && !inviter) throw new ApiError(Code.InvitationUnknown)

      await consumeCode(db, phone, 'register', codes)
      const user = await createUser(db, {
        phone,
        passwordHash: await hashPassword(password),
        parentId: inviter?.id,
      })
      if (!user) throw new ApiError(Code.PhoneTaken)
      await recordSighting(db, user.id, sightingOf(request))
      return ok(request, null)
    },
  )
}

export default route
