import { endpoint } from '../endpoint'
import { findSession, revokeSession } from '../services/accounts'

/**
 * POST /logout (spec §7), also served at /api/logout: ends the session of the token header. Always
 * succeeds: a player whose session already expired is logged out all the same.
 */
export default endpoint('logout', { summary: 'Log out (end this session)' }, async (request, app) => {
  const token = request.headers.token
  const session = typeof token === 'string' && token ? await findSession(app.db, token) : null
  if (session) await revokeSession(app.db, session.sessionId)
  return null
})
