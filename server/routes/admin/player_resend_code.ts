import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PLAYER_PERMISSIONS, PlayerActionResult, PlayerResendCodeBody } from '@src/contract/players'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { resendCode } from '../../services/players'

/** POST /api/admin/player_resend_code: a new verification code to the player's phone (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/player_resend_code',
    {
      preHandler: requirePermission(PLAYER_PERMISSIONS.resendCode),
      schema: {
        tags: ['admin'],
        summary: 'Resend a verification code to a player (audited)',
        description: `Needs ${PLAYER_PERMISSIONS.resendCode}. purpose: register, reset, bind or paypwd. Same limits as the player's own request; the code is never shown nor audited. Errors: 400, 401, 403, 1005 too soon, 1006 daily cap, 1015 gateway failure, 1620 no such player.`,
        security: [{ token: [] }],
        body: PlayerResendCodeBody,
        response: { 200: EnvelopeSchema(PlayerActionResult) },
      },
    },
    async (request) => {
      const { id, purpose } = request.body
      const operator = { id: currentUser(request).id, ip: request.ip }
      const deliver = (phone: string, code: string) =>
        app.sms.send({ phone, purpose, code, text: request.t('sms.codeText', { code }) })
      return ok(request, await resendCode(app.db, operator, id, purpose, deliver))
    },
  )
}

export default route
