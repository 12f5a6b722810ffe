export { type AmountLimits, validateAmount } from './amount'
export { normalizeCpf, validateCpf } from './cpf'
export { validateAgreement, validateCode, validateEmail, validateRequired } from './fields'
export { normalizeName } from './identity'
export type { ValidationKey } from './message-key'
export { validateNickname } from './nickname'
export { validatePassword, validatePasswordRepeat, validatePayPassword } from './password'
export {
  validateAccountNumber,
  validateBankName,
  validateBranch,
  validatePersonName,
} from './payout-account'
export { formatNationalPhone, formatPhone, normalizePhone, validatePhone } from './phone'
export {
  countryName,
  findPhoneCountry,
  flagEmoji,
  PHONE_COUNTRIES,
} from './phone-countries'
export { normalizePixKey, validatePixKey } from './pix-key'
