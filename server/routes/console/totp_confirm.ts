import { endpoint } from '../../endpoint'
import { consoleCallOf, currentUser } from '../../plugins/auth'
import { confirmEnrolment, passSecondFactor } from '../../services/accounts'
import { recordAudit } from '../../services/audit'

/** POST /api/console/totp_confirm: the console's second factor (docs/console.md, docs/api.md). Outside
 * /api/admin/ so that an operator may reach it before passing the second factor. */
export default endpoint(
  'console/totp_confirm',
  {
    summary: "Confirm the second factor with the app's first code: answers ten recovery codes",
    description:
      'The session counts as having passed the second factor, bound to this address and browser. Errors: 401, 403, 1702 wrong code, 1703 too many wrong codes, 1705 no enrolment started.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const recoveryCodes = await app.db.transaction(async (tx) => {
      const codes = await confirmEnrolment(tx, user.id, request.body.code, app.config.console.totpKey)
      await recordAudit(tx, {
        actorId: user.id,
        action: 'totp.enrol',
        target: `user:${user.id}`,
        ip: request.ip,
      })
      return codes
    })
    if (request.sessionId !== null) await passSecondFactor(app.db, request.sessionId, consoleCallOf(request))
    return { recoveryCodes }
  },
)
