import type { ApiClient } from '../../api/types'
import { CODE_LENGTH } from '../../constants'
import type { CodePurpose } from '../../contract/user'
import type { Translate } from '../../i18n/translator'
import { normalizePhone, validateCode } from '../../validation'
import { failureMessage, SPECIFIC_CODES } from './messages'
import type { PhoneInput } from './phone'

/**
 * Sends a verification code and tells the player ('Verification code sent, please check.' or why not).
 * Resolves with the seconds before the next send; rejects when nothing was sent.
 */
export async function sendCode(
  api: ApiClient,
  t: Translate,
  toast: (message: string) => void,
  purpose: CodePurpose,
  username?: string,
): Promise<number> {
  try {
    const { resendAfter } = await api.post('sms/send', { username, purpose }, { silent: true })
    toast(t('msg.codeSent'))
    return resendAfter
  } catch (error) {
    toast(failureMessage(t, error, 'msg.codeSendFailed', SPECIFIC_CODES.sendCode))
    throw error
  }
}

/**
 * Sends a code to the phone being typed: reports the phone's message (or its absence) through onPhoneError
 * first, and rejects without sending when the number is not valid.
 */
export function sendCodeToPhone(
  api: ApiClient,
  t: Translate,
  toast: (message: string) => void,
  purpose: CodePurpose,
  phone: PhoneInput,
  onPhoneError: (message: string | undefined) => void,
): Promise<number> {
  const to = normalizePhone(phone.prefix, phone.national)
  onPhoneError(to ? undefined : t('validation.phone'))
  if (!to) return Promise.reject(new Error('invalid phone'))
  return sendCode(api, t, toast, purpose, to)
}

/** The translated message for a verification code as typed, or undefined when it is well formed. */
export function codeError(t: Translate, code: string): string | undefined {
  const key = validateCode(code.trim())
  return key ? t(key, { length: CODE_LENGTH }) : undefined
}
