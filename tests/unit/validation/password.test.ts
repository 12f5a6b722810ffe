import { validatePassword, validatePasswordRepeat, validatePayPassword } from '@src/validation/password'
import { describe, expect, it } from 'vitest'

describe('validatePassword', () => {
  it('accepts 8 to 64 characters', () => {
    expect(validatePassword('ab'.repeat(4))).toBeNull()
    expect(validatePassword('ab'.repeat(32))).toBeNull()
    expect(validatePassword('senha segura 123')).toBeNull()
  })

  it('refuses a password of blanks only, or one character repeated (NIST SP 800-63B)', () => {
    expect(validatePassword(' '.repeat(8))).toBe('validation.passwordBlank')
    expect(validatePassword('\t \t \t \t ')).toBe('validation.passwordBlank')
    expect(validatePassword('a'.repeat(8))).toBe('validation.passwordRepeated')
    expect(validatePassword('🎰'.repeat(8))).toBe('validation.passwordRepeated')
  })

  it('rejects shorter or longer passwords', () => {
    expect(validatePassword('a'.repeat(7))).toBe('validation.password')
    expect(validatePassword('a'.repeat(65))).toBe('validation.password')
    expect(validatePassword('')).toBe('validation.password')
  })

  it('counts an emoji as one character', () => {
    expect(validatePassword('🎰🍒'.repeat(4))).toBeNull()
    expect(validatePassword(`${'🎰🍒🍋'.repeat(2)}🎰`)).toBe('validation.password')
  })
})

describe('validatePayPassword', () => {
  it('accepts exactly six digits', () => {
    expect(validatePayPassword('000000')).toBeNull()
    for (const bad of ['12345', '1234567', 'abcdef', '12 456', '']) {
      expect(validatePayPassword(bad)).toBe('validation.payPassword')
    }
  })
})

describe('validatePasswordRepeat', () => {
  it('says the two new passwords differ when they do', () => {
    expect(validatePasswordRepeat('segredo123', 'segredo123')).toBeNull()
    expect(validatePasswordRepeat('segredo123', 'segredo124')).toBe('validation.passwordMismatch')
  })
})
