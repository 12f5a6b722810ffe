export { type AmountLimits, validateAmount } from './amount'
export { validateAgreement, validateCode, validateDigits, validateEmail, validateRequired } from './fields'
export type { ValidationKey } from './message-key'
export { validatePassword, validatePasswordRepeat, validatePayPassword } from './password'
export { isValidPhone, normalizePhone, validatePhone } from './phone'
export {
  countryName,
  findPhoneCountry,
  flagEmoji,
  PHONE_COUNTRIES,
  type PhoneCountry,
} from './phone-countries'
