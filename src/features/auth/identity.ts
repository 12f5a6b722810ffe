import { Code } from '../../contract/codes'
import { REWARDS_TIMEZONE } from '../../contract/rewards-values'
import { normalizeCpf, validateCpf } from '../../validation/cpf'
import { isAdultOn, isBirthDate, isFullName, isPlainName, normalizeName } from '../../validation/identity'

/** What the brazil profile's sign-up asks besides the phone. */
export interface Identity {
  cpf: string
  fullName: string
  /** YYYY-MM-DD, as a date input gives it. */
  birthDate: string
}
export type IdentityField = keyof Identity

export const emptyIdentity = (): Identity => ({ cpf: '', fullName: '', birthDate: '' })

/** The CPF as it is typed, masked 000.000.000-00: only digits are kept, at most 11. */
export function maskCpf(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11)
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2')
}

/**
 * The date of birth's message key, or null: a real date of someone 18 or older today on São Paulo's
 * calendar (the server's own rule). Asked before the code is sent, so a minor gets no SMS.
 */
export function birthDateProblem(birthDate: string, now = new Date()): string | null {
  if (!isBirthDate(birthDate)) return 'signup.identity.birthDateRequired'
  // en-CA writes a date YYYY-MM-DD.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: REWARDS_TIMEZONE }).format(now)
  // The key written out (Code.Underage): the widgets' catalogue keeps the keys their code names.
  return isAdultOn(birthDate, today) ? null : 'code.1605'
}

/**
 * Each field's message key, or null: the CPF's check digits, a first and a last name, the date of birth of
 * an adult (the server's own rules, src/validation).
 */
export const checkIdentity = ({
  cpf,
  fullName,
  birthDate,
}: Identity): Record<IdentityField, string | null> => ({
  cpf: validateCpf(cpf),
  fullName: !isPlainName(normalizeName(fullName))
    ? 'validation.plainLetters'
    : isFullName(fullName)
      ? null
      : 'signup.identity.fullNameRequired',
  birthDate: birthDateProblem(birthDate),
})

/** What user/register takes: the CPF's 11 digits, the name normalised. */
export const identityBody = ({ cpf, fullName, birthDate }: Identity): Identity => ({
  cpf: normalizeCpf(cpf) ?? cpf,
  fullName: normalizeName(fullName),
  birthDate,
})

/** The field a server refusal belongs to, so its message shows under it. */
export const IDENTITY_FIELD_OF: Readonly<Record<number, IdentityField>> = {
  [Code.CpfRequired]: 'cpf',
  [Code.CpfTaken]: 'cpf',
  [Code.FullNameInvalid]: 'fullName',
  [Code.NameStyledLetters]: 'fullName',
  [Code.BirthDateInvalid]: 'birthDate',
  [Code.Underage]: 'birthDate',
}
