import { PLAYER_PERMISSIONS } from '@src/contract/players'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { resetPayPassword } from '../../services/players'

/** POST /api/admin/player_pay_password_reset: clear a player's withdrawal password (audited). */
export default endpoint(
  'admin/player_pay_password_reset',
  {
    summary: 'Reset a player’s withdrawal password (audited)',
    description: `Needs ${PLAYER_PERMISSIONS.resetPayPassword}. The player must set a new one (user/setpaypwd with a code) before withdrawing. Errors: 400, 401, 403, 1620 no such player.`,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    return resetPayPassword(app.db, operator, request.body.id, request.body.reason)
  },
)
