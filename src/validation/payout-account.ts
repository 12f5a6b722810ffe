import { isPlainName, normalizeName } from './identity'
import type { ValidationKey } from './message-key'

// Letters of any script, with the spaces, dots, apostrophes and hyphens of real names.
const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'-]{0,58}[\p{L}.]$/u
// Brazilian branch and account numbers may end in a check digit after a hyphen, which can be X.
const BRANCH = /^\d{1,6}(-[\dXx])?$/
const BANK_ACCOUNT = /^\d{3,20}(-[\dXx])?$/
// Crypto addresses are letters and digits: TRC20 'T' + 33 base58, ERC20 '0x' + 40 hex, and so on.
const WALLET_ADDRESS = /^[A-Za-z0-9]{20,100}$/

/** A holder's real name (or first or last name): 2 to 60 plain letters once normalised (./identity), no digits. */
export const validatePersonName = (value: string): ValidationKey | null => {
  const name = normalizeName(value)
  if (!PERSON_NAME.test(name)) return 'validation.format'
  return isPlainName(name) ? null : 'validation.plainLetters'
}

/** A bank name or crypto network: present and at most 60 characters. */
export const validateBankName = (value: string): ValidationKey | null => {
  const length = value.trim().length
  return length > 0 && length <= 60 ? null : 'validation.required'
}

/** A bank account number (digits, optional check digit) or, for a virtual account, a wallet address. */
export const validateAccountNumber = (value: string, virtual: boolean): ValidationKey | null =>
  (virtual ? WALLET_ADDRESS : BANK_ACCOUNT).test(value.trim()) ? null : 'validation.format'

/** A bank branch (agência): up to 6 digits, optional check digit. */
export const validateBranch = (value: string): ValidationKey | null =>
  BRANCH.test(value.trim()) ? null : 'validation.format'
