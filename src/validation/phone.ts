import type { ValidationKey } from './message-key'
import { findPhoneCountry } from './phone-countries'

// What a player may type around the digits: spaces, dashes, dots, brackets, and a leading '+'.
const TYPED_PHONE = /^\+?[\d\s().-]+$/

/**
 * The number in E.164 ('+5511987654321'), or null when it does not fit the country's rules. The
 * national part may carry the trunk 0 ('0712 345 678') or repeat the prefix ('+254 712 345 678').
 */
export function normalizePhone(prefix: string, national: string): string | null {
  const country = findPhoneCountry(prefix)
  const typed = national.trim()
  if (!country || !TYPED_PHONE.test(typed)) return null
  const dial = country.prefix.slice(1)
  let digits = typed.replace(/\D/g, '')
  if (typed.startsWith('+')) {
    if (!digits.startsWith(dial)) return null
    digits = digits.slice(dial.length)
  } else if (country.trunkZero && digits.startsWith('0')) {
    digits = digits.slice(1)
  }
  if (!country.lengths.includes(digits.length)) return null
  if (country.pattern && !country.pattern.test(digits)) return null
  return `+${dial}${digits}`
}

export const isValidPhone = (prefix: string, national: string): boolean =>
  normalizePhone(prefix, national) !== null

export const validatePhone = (prefix: string, national: string): ValidationKey | null =>
  isValidPhone(prefix, national) ? null : 'validation.phone'
