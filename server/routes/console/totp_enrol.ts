import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { startEnrolment } from '../../services/accounts'

/** POST /api/console/totp_enrol: the console's second factor (docs/console.md, docs/api.md). Outside
 * /api/admin/ so that an operator may reach it before passing the second factor. */
export default endpoint(
  'console/totp_enrol',
  {
    summary: 'Start setting up the second factor: a new TOTP secret and its otpauth URI',
    description:
      'The secret is answered by this call only; once confirmed (console/totp_confirm) it is never shown again. Calling it again before confirming starts over with a new secret. Errors: 401, 403, 1704 already set up.',
  },
  async (request, app) => startEnrolment(app.db, currentUser(request), app.config.console.totpKey),
)
