import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PAY_PASSWORD_LENGTH } from '../constants'
import type { ValidationKey } from './message-key'

const PAY_PASSWORD = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`)

/** 8 to 64 characters, counted as the player sees them (an emoji is one). */
export const validatePassword = (value: string): ValidationKey | null => {
  const length = [...value].length
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : 'validation.password'
}

/** The withdrawal password: exactly 6 digits. */
export const validatePayPassword = (value: string): ValidationKey | null =>
  PAY_PASSWORD.test(value) ? null : 'validation.payPassword'

/** The repeated new password must equal the first. */
export const validatePasswordRepeat = (password: string, repeat: string): ValidationKey | null =>
  password === repeat ? null : 'validation.passwordMismatch'
