import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj'
import type { ValidationKey } from './message-key'

/**
 * A CNPJ with matching check digits: the numeric form ('12.345.678/0001-95') and the alphanumeric one the
 * Receita Federal issues from July 2026 (letters in the first 12 characters).
 */
export const isCnpj = (value: string): boolean => isValidCnpj(value.toUpperCase(), { version: 2 })

export const validateCnpj = (value: string): ValidationKey | null =>
  isCnpj(value) ? null : 'validation.cnpj'
