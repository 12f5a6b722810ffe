import { endpoint } from '../../endpoint'
import { consoleCallOf, currentUser } from '../../plugins/auth'
import { passSecondFactor, totpStatusOf, verifySecondFactor } from '../../services/accounts'
import { recordAudit } from '../../services/audit'

/** POST /api/console/totp_verify: the console's second factor (docs/console.md, docs/api.md). Outside
 * /api/admin/ so that an operator may reach it before passing the second factor. */
export default endpoint(
  'console/totp_verify',
  {
    summary: "Pass the second factor for this session: the app's code or one recovery code",
    description:
      'A code is accepted once; a recovery code is used up. The session is then bound to this address and browser: a console call from another ends it. Errors: 401, 403, 1702 wrong code, 1703 too many wrong codes, 1705 not set up.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const how = await verifySecondFactor(app.db, user.id, request.body, app.config.console.totpKey)
    if (request.sessionId !== null) await passSecondFactor(app.db, request.sessionId, consoleCallOf(request))
    if (how === 'recovery')
      await recordAudit(app.db, {
        actorId: user.id,
        action: 'totp.recovery_code_used',
        target: `user:${user.id}`,
        ip: request.ip,
      })
    return totpStatusOf(app.db, user.id, request.sessionId, app.config.console.totpRequired)
  },
)
