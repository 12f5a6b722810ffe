import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import {
  countPasswordTry,
  createSession,
  findUserByPhone,
  phoneOfForm,
  verifyNothing,
  verifyPassword,
} from '../../services/accounts'
import { banListOf } from '../../services/banList'
import { checkAtLogin } from '../../services/protection'
import { recordSighting, sightingOf } from '../../services/rewards'
import { userInfoOf } from '../../services/userInfo'

/** POST /api/user/login: phone and password in, a session token out (data.userinfo.token). */
export default endpoint(
  'user/login',
  {
    summary: 'Log in with phone and password',
    description:
      'Errors: 1001 wrong phone or password, 1013 too many failed logins, 1014 invalid phone, 1632 account closed (national ban list).',
  },
  async (request, app) => {
    const { db } = app
    const phone = phoneOfForm(request.body.username)
    const accepted = await countPasswordTry(db, phone, request.ip, app.config.limits.login)
    const user = await findUserByPhone(db, phone)
    const valid = user
      ? await verifyPassword(user.passwordHash, request.body.password)
      : await verifyNothing(request.body.password)
    if (!user || !valid) throw new ApiError(Code.InvalidCredentials)
    await accepted()
    // A closed account (national ban list) stops here; the first log-in of a São Paulo day checks the CPF.
    await checkAtLogin(db, banListOf(app.config.compliance.banList), user, new Date())
    await recordSighting(db, user.id, sightingOf(request))
    const token = await createSession(db, user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    })
    return { userinfo: { ...(await userInfoOf(db, user)), token } }
  },
)
