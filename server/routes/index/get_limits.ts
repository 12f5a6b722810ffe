import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { getLimits } from '../../services/protection'

/** POST /api/index/get_limits: the player's limits (with pending changes and use), reality check, exclusion. */
export default endpoint(
  'index/get_limits',
  {
    summary: 'Player protection: limits, reality check, cool-off or self-exclusion',
    description:
      'Every limit key with value (null: none), pending (a raise or removal waiting out its 24 hours, with effectiveAt) and used (deposited or lost in the current São Paulo day, week or month, centavos; or minutes played in this login session). realityCheckMinutes: the player’s choice or REALITY_CHECK_MINUTES. exclusion: the running cool-off or self-exclusion, or null. pause: the running pause (since, until, endAsked), or null. Errors: 401.',
  },
  async (request, app) =>
    getLimits(app.db, currentUser(request).id, {
      defaultRealityCheck: app.config.compliance.realityCheckMinutes,
      loginSessionId: request.sessionId,
    }),
)
