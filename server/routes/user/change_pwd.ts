import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/users'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import {
  clearAccountThrottle,
  consumeCode,
  findUserByPhone,
  hashPassword,
  passwordRefusal,
  phoneFromUsername,
  revokeUserSessions,
} from '../../services/accounts'

/**
 * POST /api/user/change_pwd (forgot password): a new password, proven by a code sent for purpose reset.
 * Every session of the account ends. An unknown phone never received a code, so it fails like a wrong code.
 */
export default endpoint(
  'user/change_pwd',
  {
    summary: 'Reset a forgotten password with an SMS code',
    description:
      'Errors: 1003/1004/1007 code wrong, expired or locked, 1010/1017/1019 password rule (length, blank, repeated, common), 1014 invalid phone.',
  },
  async (request, app) => {
    const { db } = app
    const phone = phoneFromUsername(request.body.username)
    if (!phone) throw new ApiError(Code.PhoneInvalid)
    const refusal = passwordRefusal(request.body.password)
    if (refusal) throw new ApiError(refusal)
    await consumeCode(db, phone, 'reset', request.body.code)
    const user = await findUserByPhone(db, phone)
    if (user) {
      const passwordHash = await hashPassword(request.body.password)
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id))
      await revokeUserSessions(db, user.id)
      await clearAccountThrottle(db, user)
    }
    return null
  },
)
