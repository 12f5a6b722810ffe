/**
 * Identity fields of sign-up in the brazil profile: the full name and the date of birth, and the
 * legal-name rules payout holders share (./payout-account). Pure, shared by the forms and the server (the
 * CPF: ./cpf).
 */

/**
 * A person's name as it is checked and stored: NFC, so an accent typed as a combining mark (as iOS and macOS
 * paste it) is the same letter as the precomposed one; trimmed, with single spaces between words.
 */
export const normalizeName = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ')

/**
 * Whether a name (normalised) is in the plain letters an ID document carries: styled look-alikes (mathematical
 * 𝐌, fullwidth Ｍ, ligatures, superscripts) are compatibility forms, which NFKC folds to other letters.
 */
export const isPlainName = (name: string): boolean => name === name.normalize('NFKC')

/** Players must be this old on the day they sign up (Law 14.790/2023 art. 26). */
const MINIMUM_AGE = 18

/** A first and a last name (two or more words of plain letters, ' . - inside words), 5 to 120 characters. */
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
