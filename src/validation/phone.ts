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

/** @internal Tested directly. */
export const isValidPhone = (prefix: string, national: string): boolean =>
  normalizePhone(prefix, national) !== null

export const validatePhone = (prefix: string, national: string): ValidationKey | null =>
  isValidPhone(prefix, national) ? null : 'validation.phone'

const BRAZIL = '+55'

/**
 * The national part as the player types it, formatted the way Brazilians write it: '11987654321' →
 * '(11) 98765-4321' (a landline '(11) 3456-7890'), step by step on the way there, the trunk 0 dropped.
 * Other countries, and a number typed with its own '+', stay as typed. normalizePhone reads either form.
 */
export function formatNationalPhone(prefix: string, typed: string): string {
  if (prefix !== BRAZIL || /^\s*\+/.test(typed)) return typed
  const digits = typed.replace(/\D/g, '').replace(/^0/, '').slice(0, 11)
  // Mobiles have nine digits after the area code (5 + 4), landlines eight (4 + 4).
  const cut = digits.length > 10 ? 7 : 6
  return (
    digits &&
    `(${digits.slice(0, 2)}${digits.length > 2 ? `) ${digits.slice(2, cut)}` : ''}${digits.length > cut ? `-${digits.slice(cut)}` : ''}`
  )
}

/** A stored number (E.164) for showing: '+5511987654321' → '(11) 98765-4321'; other countries unchanged. */
export const formatPhone = (e164: string): string =>
  /^\+55\d{10,11}$/.test(e164) ? formatNationalPhone(BRAZIL, e164.slice(3)) : e164

/**
 * A stored number (E.164) as the console shows it, country code included: '+5511912345678' →
 * '+55 11 91234-5678' (a landline '+55 11 3456-7890'); other countries unchanged.
 */
export const formatPhoneWithCountry = (e164: string): string => {
  const brazilian = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164)
  return brazilian ? `${BRAZIL} ${brazilian[1]} ${brazilian[2]}-${brazilian[3]}` : e164
}
