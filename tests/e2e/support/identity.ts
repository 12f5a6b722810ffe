/** Identity data for the brazil profile's browser tests (issue 18). */

/** A CPF nobody has used in this run: nine random digits and their two check digits. */
export function newCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10))
  if (new Set(digits).size === 1) digits[0] = ((digits[0] ?? 0) + 1) % 10
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0)
    digits.push(((sum * 10) % 11) % 10)
  }
  return digits.join('')
}

/** A date of birth `years` ago today, give or take a day (YYYY-MM-DD). */
export function bornYearsAgo(years: number, days = 0): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
