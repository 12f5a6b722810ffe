import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/users'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentSession } from '../../plugins/gameSession'
import { reauthenticate } from '../../services/accounts'

/**
 * POST /api/game/reauth: the game page's prompt after 1030 (its login session idle past REAUTH_IDLE_MINUTES):
 * the login password; the login session and the game go on where they stood, nothing was lost.
 */
export default endpoint(
  'game/reauth',
  {
    summary: 'Give the login password again from a paused game (REAUTH_IDLE_MINUTES)',
    description:
      'Game calls of a login session idle for REAUTH_IDLE_MINUTES answer 1030; the game pauses and sends the password here. Errors: 1303, 1031 wrong password, 1013 too many wrong tries.',
  },
  async (request, app) => {
    const { userId, loginSessionId } = currentSession(request)
    const [user] = await app.db.select().from(users).where(eq(users.id, userId))
    if (!user) throw new ApiError(Code.GameSessionExpired)
    await reauthenticate(app.db, {
      user,
      loginSessionId,
      password: request.body.password,
      ip: request.ip,
      limits: app.config.limits.login,
    })
    return null
  },
)
