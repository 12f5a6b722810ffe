import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import {
  assertPasswordAccepted,
  countSessionPasswordTry,
  replacePassword,
  verifyPassword,
} from '../../services/accounts'

/**
 * POST /api/user/changepwd: the logged-in player changes their password. Their other sessions end; this
 * one stays. Every try at the current password is counted as a login try before it is checked, so a stolen session
 * cannot guess it.
 */
export default endpoint(
  'user/changepwd',
  {
    summary: 'Change the password (logged in)',
    description:
      'Errors: 401, 1010/1017/1019 password rule (length, blank, repeated, common), 1011 current password wrong, 1013 too many wrong tries.',
  },
  async (request, app) => {
    const { db } = app
    const user = currentUser(request)
    const { old_password: oldPassword, new_password: newPassword } = request.body
    assertPasswordAccepted(newPassword)
    const accepted = await countSessionPasswordTry(db, user, request.ip, app.config.limits.login)
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new ApiError(Code.OldPasswordWrong)
    await accepted()
    await replacePassword(db, user.id, newPassword, request.sessionId ?? undefined)
    return null
  },
)
