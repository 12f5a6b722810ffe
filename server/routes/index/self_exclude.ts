import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { countSessionPasswordTry, verifyPassword } from '../../services/accounts'
import { returnGameBalance } from '../../services/money'
import { getLimits, startExclusion } from '../../services/protection'

/**
 * POST /api/index/self_exclude {term, password}: a cool-off (24h, 7d, 30d) or self-exclusion (6m,
 * permanent) from now, confirmed with the login password.
 */
export default endpoint(
  'index/self_exclude',
  {
    summary: 'Cool-off or self-exclusion, confirmed with the password',
    description:
      'Until the term ends: no top-up (orders refused, provider payments held for refund), no conversion to the game balance, no game launch, no spin (open games end at once), no promotion or notice inviting play, no reward of any kind; an open bonus is forfeited (the share not yet wagered is taken back, a personal notice says how much) so that withdrawals of the player’s own money always go through; log-in, withdrawals and records stay. Nobody can lift it early; during a running one a new term may only end later. The password tries count with the login’s (1013). Answers the limits as index/get_limits. Errors: 401, 400, 1013 too many wrong tries, 1615 wrong password, 1618 the new term would end sooner.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const accepted = await countSessionPasswordTry(app.db, user, request.ip, app.config.limits.login)
    if (!(await verifyPassword(user.passwordHash, request.body.password)))
      throw new ApiError(Code.ProtectionPasswordWrong)
    await accepted()
    await startExclusion(app.db, user.id, request.body.term)
    // Its games ended: what automatic transfer moved into them goes back to the wallet, to be withdrawn.
    await returnGameBalance(app.db, user.id)
    return getLimits(app.db, user.id, {
      defaultRealityCheck: app.config.compliance.realityCheckMinutes,
      loginSessionId: request.sessionId,
    })
  },
)
