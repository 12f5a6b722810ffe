import { Code } from '@src/contract/codes'
import {
  birthDateProblem,
  checkIdentity,
  IDENTITY_FIELD_OF,
  identityBody,
  maskCpf,
} from '@src/features/auth/identity'
import { describe, expect, it } from 'vitest'

describe('the CPF as it is typed', () => {
  it('is masked 000.000.000-00 step by step', () => {
    expect(maskCpf('123')).toBe('123')
    expect(maskCpf('1234')).toBe('123.4')
    expect(maskCpf('1234567')).toBe('123.456.7')
    expect(maskCpf('1234567890')).toBe('123.456.789-0')
    expect(maskCpf('12345678909')).toBe('123.456.789-09')
  })

  it('keeps only digits, at most eleven', () => {
    expect(maskCpf('123.456.789-09 99')).toBe('123.456.789-09')
    expect(maskCpf('abc')).toBe('')
  })
})

describe('the identity fields before sending', () => {
  it('accept a CPF whose check digits match, a name and a date', () => {
    expect(checkIdentity({ cpf: '529.982.247-25', fullName: 'Ana Souza', birthDate: '1990-05-01' })).toEqual({
      cpf: null,
      fullName: null,
      birthDate: null,
    })
  })

  it('refuse a first name alone and a date that does not exist', () => {
    expect(checkIdentity({ cpf: '529.982.247-25', fullName: 'Ana', birthDate: '1990-02-30' })).toEqual({
      cpf: null,
      fullName: 'signup.identity.fullNameRequired',
      birthDate: 'signup.identity.birthDateRequired',
    })
  })

  it('refuse a wrong check digit, an empty name and a missing date', () => {
    expect(checkIdentity({ cpf: '529.982.247-26', fullName: '  ', birthDate: '' })).toEqual({
      cpf: 'validation.cpf',
      fullName: 'signup.identity.fullNameRequired',
      birthDate: 'signup.identity.birthDateRequired',
    })
  })

  it('are sent as the CPF digits and the name without extra spaces', () => {
    expect(
      identityBody({ cpf: '529.982.247-25', fullName: ' Ana  Souza ', birthDate: '1990-05-01' }),
    ).toEqual({
      cpf: '52998224725',
      fullName: 'Ana Souza',
      birthDate: '1990-05-01',
    })
  })

  it('put each server refusal under its field', () => {
    expect(IDENTITY_FIELD_OF[Code.CpfTaken]).toBe('cpf')
    expect(IDENTITY_FIELD_OF[Code.CpfRequired]).toBe('cpf')
    expect(IDENTITY_FIELD_OF[Code.FullNameInvalid]).toBe('fullName')
    expect(IDENTITY_FIELD_OF[Code.Underage]).toBe('birthDate')
    expect(IDENTITY_FIELD_OF[Code.BirthDateInvalid]).toBe('birthDate')
    expect(IDENTITY_FIELD_OF[Code.PhoneTaken]).toBeUndefined()
  })
})

describe('the date of birth before the code is sent', () => {
  // 14:00 in São Paulo on 2026-11-25 (UTC−3); 01:00 UTC on the 26th is still the 25th there.
  const now = new Date('2026-11-26T01:00:00Z')
  it('takes someone 18 from their birthday on São Paulo’s calendar', () => {
    expect(birthDateProblem('2008-11-25', now)).toBeNull()
    expect(birthDateProblem('2008-11-26', now)).toBe('code.1605')
  })

  it('asks for a real date first', () => {
    expect(birthDateProblem('', now)).toBe('signup.identity.birthDateRequired')
  })
})
