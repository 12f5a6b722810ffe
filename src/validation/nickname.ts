import type { ValidationKey } from './message-key'

/** 3 to 20 letters (any script), digits, '_', '.' or '-'. */
const NICKNAME = /^[\p{L}\p{N}_.-]{3,20}$/u
/** More digits than this could carry a phone number, or part of one. */
const MAX_DIGITS = 3

/**
 * A nickname others see in the live feed and team lists: never a phone number or part of one. Checked in NFC
 * (an accent typed as a combining mark is its letter); every numeric character (superscript ⁹, circled ①,
 * fullwidth ９, ideographic 〇, other scripts' digits) reads as a digit.
 */
export const validateNickname = (value: string): ValidationKey | null => {
  const nickname = value.normalize('NFC')
  if (!NICKNAME.test(nickname)) return 'validation.nickname'
  const digits = nickname.match(/\p{N}/gu)?.length ?? 0
  return digits > MAX_DIGITS ? 'validation.nickname' : null
}
