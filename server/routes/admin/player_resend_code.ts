import { PLAYER_PERMISSIONS } from '@src/contract/players'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { resendCode } from '../../services/players'

/** POST /api/admin/player_resend_code: a new verification code to the player's phone (audited). */
export default endpoint(
  'admin/player_resend_code',
  {
    summary: 'Resend a verification code to a player (audited)',
    description: `Needs ${PLAYER_PERMISSIONS.resendCode}. purpose: register, reset, bind or paypwd. Same limits as the player's own request; the code is never shown nor audited. Errors: 400, 401, 403, 1005 too soon, 1006 daily cap, 1015 gateway failure, 1620 no such player.`,
  },
  async (request, app) => {
    const { id, purpose } = request.body
    const operator = { id: currentUser(request).id, ip: request.ip }
    const deliver = (phone: string, code: string) =>
      app.sms.send({ phone, purpose, code, text: request.t('sms.codeText', { code }) })
    return resendCode(app.db, operator, id, purpose, app.config.limits.codes, deliver)
  },
)
