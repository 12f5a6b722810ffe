import { pixKeyBody } from '@src/features/money/PixKeyForm'
import { describe, expect, test } from 'vitest'

const form = { cpf: ' 123.456.789-09 ', firstName: ' Rita ', lastName: 'Alves ', pixKey: '' }

describe('the chave PIX form sends what a PIX payout needs', () => {
  test('of type CPF the CPF, typed once, is the key too', () => {
    expect(pixKeyBody({ ...form, pixKeyType: 'CPF', pixKey: 'left over from another type' })).toEqual({
      firstName: 'Rita',
      lastName: 'Alves',
      cpf: '123.456.789-09',
      pixKeyType: 'CPF',
      pixKey: '123.456.789-09',
    })
  })

  test('of another type the key as typed, the CPF as the holder’s; no e-mail or phone', () => {
    const body = pixKeyBody({ ...form, pixKeyType: 'EMAIL', pixKey: ' rita@example.com ' })
    expect(body).toMatchObject({ pixKeyType: 'EMAIL', pixKey: 'rita@example.com', cpf: '123.456.789-09' })
    expect(body).not.toHaveProperty('email')
    expect(body).not.toHaveProperty('phone')
  })
})
