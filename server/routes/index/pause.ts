import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { returnGameBalance } from '../../services/money'
import { getLimits, startPause } from '../../services/protection'

/** POST /api/index/pause {days}: the player's own pause from now. */
export default endpoint(
  'index/pause',
  {
    summary: 'Pause: no play and no top-up for the days chosen, withdrawals open',
    description:
      'For 1, 3, 7, 14 or 30 days from now: no top-up (orders refused with 1900, provider payments held for refund), no conversion to the game balance, no game launch, no spin or provider bet (open games end at once); log-in, withdrawals, records and an open bonus stay. During a running pause a new one may only end later, keeping its start; index/pause_end ends it early, 24 hours after asking. Answers the limits as index/get_limits. Errors: 401, 400, 1902 the new pause would end sooner.',
  },
  async (request, app) => {
    const user = currentUser(request)
    await startPause(app.db, user.id, request.body.days)
    // Its games ended: what automatic transfer moved into them goes back to the wallet, to be withdrawn.
    await returnGameBalance(app.db, user.id)
    return getLimits(app.db, user.id, {
      defaultRealityCheck: app.config.compliance.realityCheckMinutes,
      loginSessionId: request.sessionId,
    })
  },
)
