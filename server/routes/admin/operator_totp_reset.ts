import { OPERATOR_PERMISSIONS } from '@src/contract/console'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { resetSecondFactor } from '../../services/accounts'

/** POST /api/admin/operator_totp_reset: remove another operator's lost second factor (audited). */
export default endpoint(
  'admin/operator_totp_reset',
  {
    summary: "Remove another operator's second factor (audited)",
    description: `Needs ${OPERATOR_PERMISSIONS.resetTotp} (administrators). The operator's TOTP secret and recovery codes are deleted and their sessions end; the next login sets the second factor up again. Errors: 400, 401, 403, 1800 no such console account, 1801 one's own.`,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    await resetSecondFactor(app.db, operator, request.body.userId, request.body.reason)
    return null
  },
)
