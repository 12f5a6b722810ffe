import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { reauthenticate } from '../../services/accounts'

/**
 * POST /api/user/reauth: the password again for a session idle past REAUTH_IDLE_MINUTES (code 1030 on any
 * other call); the session and its paused games go on. Accepted on an active session too.
 */
export default endpoint(
  'user/reauth',
  {
    summary: 'Give the password again after the idle time (REAUTH_IDLE_MINUTES)',
    description:
      'Any call of a session idle for REAUTH_IDLE_MINUTES answers 1030 and runs nothing; this call takes the password and the session goes on (send the refused call again). Errors: 401, 1031 wrong password, 1013 too many wrong tries (counted like log-ins).',
  },
  async (request, app) => {
    await reauthenticate(app.db, {
      user: currentUser(request),
      loginSessionId: request.sessionId as number,
      password: request.body.password,
      ip: request.ip,
      limits: app.config.limits.login,
    })
    return null
  },
)
