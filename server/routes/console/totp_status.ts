import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { totpStatusOf } from '../../services/accounts'

/** POST /api/console/totp_status: the console's second factor (docs/console.md, docs/api.md). Outside
 * /api/admin/ so that an operator may reach it before passing the second factor. */
export default endpoint(
  'console/totp_status',
  {
    summary: "The console account's second factor: set up, passed in this session, required",
    description: 'Errors: 401, 403 (not a console account).',
  },
  async (request, app) =>
    totpStatusOf(app.db, currentUser(request).id, request.sessionId, app.config.console.totpRequired),
)
