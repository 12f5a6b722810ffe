import { CODE_LENGTH } from '../constants'
import type { ValidationKey } from './message-key'

// WHATWG's e-mail rule (what <input type="email"> accepts), but with a dot in the domain: an address
// at a bare host name cannot receive mail from the internet.
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?'
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`)
const EMAIL_MAX_LENGTH = 254

/** Blank (nothing, or only spaces) is empty; zero is a value. */
export const validateRequired = (value: string | number | null | undefined): ValidationKey | null =>
  value === null || value === undefined || String(value).trim() === '' ? 'validation.required' : null

export const validateEmail = (value: string): ValidationKey | null =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) ? null : 'validation.email'

/** A verification code: exactly `length` ASCII digits. The message names the length. */
export const validateCode = (value: string, length = CODE_LENGTH): ValidationKey | null =>
  new RegExp(`^\\d{${length}}$`).test(value) ? null : 'validation.code'

/** The user agreement and privacy policy box must be ticked before registering. */
export const validateAgreement = (accepted: boolean): ValidationKey | null =>
  accepted ? null : 'validation.agreement'
