import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PAY_PASSWORD_LENGTH } from '../constants'
import type { ValidationKey } from './message-key'

const PAY_PASSWORD = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`)

/**
 * The password rule after NIST SP 800-63B, as far as it can be checked without the server's list of
 * common passwords: 8 to 64 characters counted as the player sees them (an emoji is one), not only
 * blanks, not one character repeated. Any characters are allowed; nothing has to be mixed in.
 */
export const validatePassword = (value: string): ValidationKey | null => {
  const characters = [...value]
  if (characters.length < PASSWORD_MIN_LENGTH || characters.length > PASSWORD_MAX_LENGTH)
    return 'validation.password'
  if (value.trim() === '') return 'validation.passwordBlank'
  if (new Set(characters).size === 1) return 'validation.passwordRepeated'
  return null
}

/** The withdrawal password: exactly 6 digits. */
export const validatePayPassword = (value: string): ValidationKey | null =>
  PAY_PASSWORD.test(value) ? null : 'validation.payPassword'

/** The repeated new password must equal the first. */
export const validatePasswordRepeat = (password: string, repeat: string): ValidationKey | null =>
  password === repeat ? null : 'validation.passwordMismatch'
