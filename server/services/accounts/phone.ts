import { Code } from '@src/contract/codes'
import { normalizePhone, PHONE_COUNTRIES } from '@src/validation'
import { ApiError } from '../../envelope'

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

/** The phone a player's form names (login, sign-up, a code sent, a reset); ApiError PhoneInvalid when none. */
export const phoneOfForm = (username: string): string => {
  const phone = phoneFromUsername(username)
  if (!phone) throw new ApiError(Code.PhoneInvalid)
  return phone
}
