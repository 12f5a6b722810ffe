import { ApiError } from '../../api/api-error'
import { Code } from '../../contract/codes'
import type { Translate } from '../../i18n/translator'

/**
 * What to tell the player when an account call failed: the server's own message when it names the cause
 * the player can act on (code taken, wrong code, wait 42 s...), else the spec's message for that action
 * ('Login failed, please check your credentials.', 'Registration failed, please try again later.', ...).
 * Network and timeout failures keep their own message.
 */
export function failureMessage(
  t: Translate,
  error: unknown,
  specKey: string,
  specific: readonly number[],
): string {
  if (!(error instanceof ApiError)) return t(specKey)
  if (error.code <= 0 || specific.includes(error.code)) return error.message
  return t(specKey)
}

/** Codes whose own message helps more than the generic one, per action. */
export const SPECIFIC_CODES = {
  login: [Code.LoginThrottled, Code.TooManyRequests],
  register: [
    Code.PhoneTaken,
    Code.CodeWrong,
    Code.CodeExpired,
    Code.CodeTooManyTries,
    Code.InvitationUnknown,
    Code.AgreementRequired,
    Code.PasswordRule,
    Code.PhoneInvalid,
    Code.TooManyRequests,
  ],
  reset: [Code.CodeWrong, Code.CodeExpired, Code.CodeTooManyTries, Code.PasswordRule, Code.PhoneInvalid],
  sendCode: [Code.CodeTooSoon, Code.CodeDailyCap, Code.PhoneInvalid, Code.TooManyRequests],
} as const
