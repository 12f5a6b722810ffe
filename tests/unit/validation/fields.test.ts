import { validateAgreement, validateCode, validateEmail, validateRequired } from '@src/validation/fields'
import { describe, expect, it } from 'vitest'

describe('validateRequired', () => {
  it('asks to fill a blank field', () => {
    for (const blank of ['', '   ', '\t\n', null, undefined])
      expect(validateRequired(blank)).toBe('validation.required')
  })

  it('accepts any text or number, zero included', () => {
    expect(validateRequired('a')).toBeNull()
    expect(validateRequired(' x ')).toBeNull()
    expect(validateRequired(0)).toBeNull()
  })
})

describe('validateEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['ana@example.com', 'joao.silva+ficha@mail.com.br', 'x_y@sub-domain.co.ke']) {
      expect(validateEmail(ok)).toBeNull()
    }
  })

  it('asks for a valid e-mail address otherwise', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@localhost',
      'ana @example.com',
      'a@b..com',
      'a@-b.com',
    ]) {
      expect(validateEmail(bad)).toBe('validation.email')
    }
    expect(validateEmail(`${'a'.repeat(250)}@b.co`)).toBe('validation.email')
  })
})

describe('validateCode', () => {
  it('accepts exactly six digits by default', () => {
    expect(validateCode('012345')).toBeNull()
    for (const bad of ['12345', '1234567', '12a456', ' 123456', '１２３４５６', '']) {
      expect(validateCode(bad)).toBe('validation.code')
    }
  })

  it('accepts another length when the form asks for it', () => {
    expect(validateCode('1234', 4)).toBeNull()
    expect(validateCode('123456', 4)).toBe('validation.code')
  })
})

describe('validateAgreement', () => {
  it('asks to agree to the user agreement and privacy policy until the box is ticked', () => {
    expect(validateAgreement(false)).toBe('validation.agreement')
    expect(validateAgreement(true)).toBeNull()
  })
})
