import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { askPauseEnd, getLimits } from '../../services/protection'

/** POST /api/index/pause_end: the running pause ends early, 24 hours from now. */
export default endpoint(
  'index/pause_end',
  {
    summary: 'End the pause early, 24 hours after asking',
    description:
      'The running pause ends 24 hours from now, or at its own end when that comes sooner (pause.endAsked true). Asking again, or without a running pause, changes nothing. Answers the limits as index/get_limits. Errors: 401.',
  },
  async (request, app) => {
    const user = currentUser(request)
    await askPauseEnd(app.db, user.id)
    return getLimits(app.db, user.id, {
      defaultRealityCheck: app.config.compliance.realityCheckMinutes,
      loginSessionId: request.sessionId,
    })
  },
)
