import { normalizePhone, PHONE_COUNTRIES } from '@src/validation'

/**
 * The account's phone from a username, or null. The client sends E.164 ('+5511987654321'); the server
 * applies the same country rules as the sign-up form (src/validation), for whichever prefix it carries.
 */
export const phoneFromUsername = (username: string): string | null => {
  const typed = username.trim()
  for (const country of PHONE_COUNTRIES) {
    if (!typed.replace(/[\s().-]/g, '').startsWith(country.prefix)) continue
    const phone = normalizePhone(country.prefix, typed)
    if (phone) return phone
  }
  return null
}
