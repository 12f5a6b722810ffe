import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf'
import type { ValidationKey } from './message-key'

/** A CPF ('123.456.789-09' or its 11 digits) whose two check digits match; repeated digits are refused. */
export const validateCpf = (value: string): ValidationKey | null =>
  isValidCpf(value) ? null : 'validation.cpf'

/** The CPF as stored and compared: its 11 digits, or null when it is not a valid CPF. */
export const normalizeCpf = (value: string): string | null =>
  isValidCpf(value) ? value.replace(/\D/g, '') : null
