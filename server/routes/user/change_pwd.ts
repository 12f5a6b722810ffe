import { endpoint } from '../../endpoint'
import {
  assertPasswordAccepted,
  clearAccountThrottle,
  consumeCode,
  findUserByPhone,
  phoneOfForm,
  replacePassword,
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
    const phone = phoneOfForm(request.body.username)
    assertPasswordAccepted(request.body.password)
    await consumeCode(db, phone, 'reset', request.body.code)
    const user = await findUserByPhone(db, phone)
    if (user) {
      await replacePassword(db, user.id, request.body.password)
      await clearAccountThrottle(db, user)
    }
    return null
  },
)
