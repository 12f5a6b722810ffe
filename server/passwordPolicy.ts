import { Code, type CodeValue } from '@src/contract/codes'
import type { ValidationKey } from '@src/validation'
import { validatePassword } from '@src/validation'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Passwords found in breaches and lists of common passwords (zxcvbn-ts's list of about 49,000), lowercased.
 * Server only: the list is too big for the front end, and the server's refusal is what counts.
 */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))

const CODES: Partial<Record<ValidationKey, CodeValue>> = {
  'validation.password': Code.PasswordRule,
  'validation.passwordBlank': Code.PasswordBlank,
  'validation.passwordRepeated': Code.PasswordRepeated,
}

/** Whether the password is on the list of common and breached passwords (case does not save it). */
const isCommonPassword = (password: string): boolean => COMMON.has(password.trim().toLowerCase())

/** The code refusing this password (length, blank, one repeated character, common), or null when it is fine. */
export const passwordRefusal = (password: string): CodeValue | null => {
  const key = validatePassword(password)
  if (key) return CODES[key] ?? Code.PasswordRule
  return isCommonPassword(password) ? Code.PasswordCommon : null
}
