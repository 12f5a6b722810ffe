import en from '@locales/en.json'
import { createTranslator } from '@src/i18n/translator'
import {
  validateAgreement,
  validateAmount,
  validateBranch,
  validateCode,
  validateEmail,
  validatePassword,
  validatePasswordRepeat,
  validatePayPassword,
  validatePhone,
  validateRequired,
} from '@src/validation'
import { describe, expect, it } from 'vitest'

const t = createTranslator(en)

describe('validation messages', () => {
  it('every key a validator returns has its English text', () => {
    const shown = [
      [validatePhone('+55', '1'), 'Please enter a valid phone number.'],
      [validateEmail('x'), 'Please enter a valid e-mail address.'],
      [validateAmount(0), 'Enter the correct amount.'],
      [validateAmount(2, { balance: 1 }), 'The entered amount cannot be greater than the balance.'],
      [validateBranch('x'), 'Format error.'],
      [validateRequired(''), 'This field is required.'],
      [validatePassword('x'), 'The password must be 8 to 64 characters long.'],
      [validatePayPassword('x'), 'The withdrawal password must be exactly 6 digits.'],
      [validatePasswordRepeat('a', 'b'), 'The new password entered twice is different, please re-enter.'],
      [validateAgreement(false), 'Please agree to the User Agreement and Privacy Policy.'],
    ] as const
    for (const [key, text] of shown) expect(t(key ?? 'none')).toBe(text)
    expect(t(validateCode('1') ?? 'none', { length: 6 })).toBe('Please enter the 6-digit verification code.')
  })
})
