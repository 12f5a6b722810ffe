import { Code } from '@src/contract/codes'
import type { SendCodeBody, SendCodeData } from '@src/contract/user'
import type { FastifyRequest } from 'fastify'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { discardCode, findUserByPhone, issueCode, phoneOfForm } from '../../services/accounts'

/** Where a code for this purpose goes: paypwd to the logged-in account's phone, bind only when logged in. */
const recipient = async (request: FastifyRequest, body: SendCodeBody): Promise<string> => {
  if (body.purpose === 'paypwd') {
    await requireAuth(request)
    return currentUser(request).phone
  }
  if (body.purpose === 'bind') await requireAuth(request)
  return phoneOfForm(body.username ?? '')
}

/** Sends a verification code; shared by sms/send and index/send_email_mobile. */
const sendCode = async (request: FastifyRequest, body: SendCodeBody): Promise<SendCodeData> => {
  const { db, sms, log } = request.server
  const phone = await recipient(request, body)
  const { id, code } = await issueCode(db, {
    phone,
    purpose: body.purpose,
    ip: request.ip,
    limits: request.server.config.limits.codes,
  })
  const message = { phone, purpose: body.purpose, code, text: request.t('sms.codeText', { code }) }
  if (body.purpose === 'reset') {
    // The answer must not tell whether the phone has an account, neither by its content nor by its delay:
    // a registered phone gets its SMS in the background, an unknown one gets nothing.
    if (await findUserByPhone(db, phone)) {
      sms.send(message).catch((error: unknown) => log.error({ err: error }, 'reset code not delivered'))
    }
  } else {
    try {
      await sms.send(message)
    } catch (error) {
      log.error({ err: error }, 'verification code not delivered')
      await discardCode(db, id)
      throw new ApiError(Code.CodeSendFailed)
    }
  }
  return { resendAfter: request.server.config.limits.codes.resendSeconds }
}

/**
 * The code-sending endpoint at `route`: public, since `recipient` asks for the session of the purposes that
 * need one (bind, paypwd).
 */
export const sendCodeEndpoint = (path: 'sms/send' | 'index/send_email_mobile', summary: string) =>
  endpoint(
    path,
    {
      summary,
      description:
        'Purposes: register, reset (forgot password; answers the same whether or not the phone is registered), bind (logged in), paypwd (logged in; goes to the account phone, username not needed). Errors: 401, 1005 too soon (60 s), 1006 daily cap, 1014 invalid phone, 1015 gateway failure.',
    },
    (request) => sendCode(request, request.body),
  )

/** POST /api/sms/send: a 6-digit code by SMS, valid 10 minutes, for one purpose. */
export default sendCodeEndpoint('sms/send', 'Send a verification code by SMS')
