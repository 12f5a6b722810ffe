import { Code } from '@src/contract/codes'
import { validatePayPassword } from '@src/validation'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/users'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { consumeCode, hashPassword } from '../../services/accounts'

/** POST /api/user/setpaypwd: sets or changes the 6-digit withdrawal password, with a code (purpose paypwd). */
export default endpoint(
  'user/setpaypwd',
  {
    summary: 'Set the withdrawal password (logged in)',
    description:
      'The code is sent with sms/send purpose paypwd. Errors: 401, 1003/1004/1007 code wrong, expired or locked, 1012 not 6 digits, 1016 the two differ.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const { pay_password: payPassword, pay_password_confirm: confirmation, code } = request.body
    if (validatePayPassword(payPassword)) throw new ApiError(Code.PayPasswordRule)
    if (payPassword !== confirmation) throw new ApiError(Code.PayPasswordMismatch)
    await consumeCode(app.db, user.phone, 'paypwd', code)
    const payPasswordHash = await hashPassword(payPassword)
    await app.db.update(users).set({ payPasswordHash }).where(eq(users.id, user.id))
    return null
  },
)
