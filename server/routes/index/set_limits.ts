import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { getLimits, setLimits } from '../../services/protection'

/** POST /api/index/set_limits: set, lower, raise or remove limits; lowering at once, the rest after 24 h. */
export default endpoint(
  'index/set_limits',
  {
    summary: 'Set deposit, loss and session time limits, and the reality-check interval',
    description:
      'Only the keys given change; null removes a limit. A new or lower limit applies at once (and drops a raise that was waiting); a higher one or a removal applies 24 hours later (pending with effectiveAt). realityCheckMinutes 1 to 240 applies at once. Answers the limits as index/get_limits. Errors: 401, 400, 1614 a value not a whole positive amount in range (data.field names it).',
  },
  async (request, app) => {
    const userId = currentUser(request).id
    await setLimits(app.db, userId, request.body)
    return getLimits(app.db, userId, {
      defaultRealityCheck: app.config.compliance.realityCheckMinutes,
      loginSessionId: request.sessionId,
    })
  },
)
