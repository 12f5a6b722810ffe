/**
 * Identity fields of sign-up in the brazil profile (issue 18): the full name and the date of birth. Pure,
 * shared by the sign-up form and the server (the CPF: ./cpf).
 */
import { isPlainName, normalizeName } from './name'

/** Players must be this old on the day they sign up (Law 14.790/2023 art. 26). */
export const MINIMUM_AGE = 18

/**
 * A first and a last name (at least two words of plain letters, with ' . - inside words), 5 to 120 characters,
 * once normalised (./name).
 */
export const isFullName = (value: string): boolean => {
  const name = normalizeName(value)
  return (
    name.length >= 5 &&
    name.length <= 120 &&
    isPlainName(name) &&
    /^\p{L}[\p{L}\p{M}'.-]*( \p{L}[\p{L}\p{M}'.-]*)+$/u.test(name)
  )
}

/** A real calendar date written YYYY-MM-DD, from 1900 on. */
export const isBirthDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/**
 * Whether someone born on `birthDate` is MINIMUM_AGE or older on `today` (both YYYY-MM-DD, today in São
 * Paulo time): the birthday's month and day in the year they turn 18 must not be after today.
 */
export const isAdultOn = (birthDate: string, today: string): boolean => {
  const year = Number(birthDate.slice(0, 4)) + MINIMUM_AGE
  return `${String(year).padStart(4, '0')}${birthDate.slice(4)}` <= today
}
