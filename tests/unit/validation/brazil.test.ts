import {
  normalizeCpf,
  normalizePixKey,
  validateAccountNumber,
  validateBankName,
  validateBranch,
  validateCpf,
  validatePersonName,
  validatePixKey,
} from '@src/validation'
import { describe, expect, it } from 'vitest'

describe('CPF', () => {
  it('accepts valid check digits, masked or bare', () => {
    expect(validateCpf('123.456.789-09')).toBeNull()
    expect(validateCpf('12345678909')).toBeNull()
    expect(normalizeCpf('123.456.789-09')).toBe('12345678909')
  })

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    for (const bad of ['123.456.789-08', '12345678900', '111.111.111-11', '1234567890', '', 'abc']) {
      expect(validateCpf(bad)).toBe('validation.cpf')
      expect(normalizeCpf(bad)).toBeNull()
    }
  })
})

describe('PIX keys by type', () => {
  it.each([
    ['CPF', '123.456.789-09', '12345678909'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['PHONE', '(11) 98765-4321', '+5511987654321'],
    ['PHONE', '+55 11 98765-4321', '+5511987654321'],
    ['EMAIL', ' Fulano@Example.com ', 'fulano@example.com'],
    ['EVP', '123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
  ] as const)('%s %s is stored as %s', (type, value, canonical) => {
    expect(normalizePixKey(type, value)).toBe(canonical)
    expect(validatePixKey(type, value)).toBeNull()
  })

  it.each([
    ['CPF', '123.456.789-08'],
    ['CPF', 'fulano@example.com'],
    ['CNPJ', '123.456.789-09'],
    ['PHONE', '(11) 3456-7890'],
    ['PHONE', '123'],
    ['EMAIL', 'not-an-email'],
    ['EMAIL', `${'a'.repeat(70)}@example.com`],
    ['EVP', '123e4567-e12b-12d1-a456'],
  ] as const)('%s %s is not a key of that type', (type, value) => {
    expect(validatePixKey(type, value)).toBe('validation.pixKey')
  })

  it('reads 11 digits as a phone when PHONE is chosen, even if they also form a CPF', () => {
    expect(normalizePixKey('PHONE', '11987654321')).toBe('+5511987654321')
  })
})

describe('payout account fields', () => {
  it('names: letters of any script, 2 to 60, no digits', () => {
    for (const good of ['Maria', 'João da Silva', "D'Ávila", 'Jean-Luc', '王小明']) {
      expect(validatePersonName(good)).toBeNull()
    }
    for (const bad of ['M', 'R2D2', '', '   ', 'x'.repeat(61)])
      expect(validatePersonName(bad)).toBe('validation.format')
  })

  it('names: an accent typed as a combining mark is a letter; styled look-alike letters are told apart', () => {
    expect(validatePersonName('Jose\u0301')).toBeNull()
    expect(validatePersonName("Conceic\u0327a\u0303o D'A\u0301vila")).toBeNull()
    for (const styled of ['𝐌𝐚𝐫𝐢𝐚', '𝓙𝓸𝓪𝓸', 'Ｓｏｕｚａ', 'ﬁlho'])
      expect(validatePersonName(styled)).toBe('validation.plainLetters')
  })

  it('bank name: present, at most 60 characters', () => {
    expect(validateBankName('Banco do Brasil')).toBeNull()
    expect(validateBankName(' ')).toBe('validation.required')
    expect(validateBankName('x'.repeat(61))).toBe('validation.required')
  })

  it('account numbers: digits with an optional check digit; wallet addresses for virtual accounts', () => {
    expect(validateAccountNumber('12345-6', false)).toBeNull()
    expect(validateAccountNumber('0012345', false)).toBeNull()
    expect(validateAccountNumber('12ab', false)).toBe('validation.format')
    expect(validateAccountNumber('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', true)).toBeNull()
    expect(validateAccountNumber('0x52908400098527886E0F7030069857D2E4169EE7', true)).toBeNull()
    expect(validateAccountNumber('not an address', true)).toBe('validation.format')
  })

  it('branch: up to 6 digits, optional check digit', () => {
    expect(validateBranch('1234-5')).toBeNull()
    expect(validateBranch('0001')).toBeNull()
    expect(validateBranch('12a4')).toBe('validation.format')
  })
})
