import type { ValidationKey } from './message-key'

/** 3 to 20 letters (any script), digits, '_', '.' or '-'. */
const NICKNAME = /^[\p{L}\p{N}_.-]{3,20}$/u
/** More digits than this could carry a phone number, or part of one. */
const MAX_DIGITS = 3

/** A nickname others see in the live feed and team lists: never a phone number or part of one. */
export const validateNickname = (value: string): ValidationKey | null => {
  if (!NICKNAME.test(value)) return 'validation.nickname'
  const digits = value.match(/\p{Nd}/gu)?.length ?? 0
  return digits > MAX_DIGITS ? 'validation.nickname' : null
}
