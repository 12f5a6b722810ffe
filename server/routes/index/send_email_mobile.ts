import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sendCode, sendCodeSchema } from '../sms/send'

/**
 * POST /api/index/send_email_mobile: the spec's other verification-code call, the same service as
 * sms/send. This server delivers codes to phones only (accounts are phone numbers).
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/send_email_mobile',
    { schema: { ...sendCodeSchema, summary: 'Send a verification code (same as sms/send)' } },
    (request) => sendCode(request, request.body),
  )
}

export default route
