/** Identity data for the brazil profile's browser tests (issue 18). */

/** A CPF nobody has used in this run: eleven digits with valid check digits. */
export { generateCpf as newCpf } from '@brazilian-utils/brazilian-utils/generate-cpf'

/** A date of birth `years` ago today, give or take a day (YYYY-MM-DD). */
export function bornYearsAgo(years: number, days = 0): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
