import { validateAmount } from '@src/validation/amount'
import { describe, expect, it } from 'vitest'

describe('validateAmount', () => {
  it('accepts a positive whole number of centavos', () => {
    expect(validateAmount(1)).toBeNull()
    expect(validateAmount(1250)).toBeNull()
    expect(validateAmount(Number.MAX_SAFE_INTEGER)).toBeNull()
  })

  it('asks for a correct amount when there is none, or it is zero, negative or fractional', () => {
    for (const bad of [null, 0, -100, 12.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(validateAmount(bad)).toBe('validation.amount')
    }
  })

  it('enforces the minimum and the maximum', () => {
    expect(validateAmount(4999, { min: 5000 })).toBe('validation.amount')
    expect(validateAmount(5000, { min: 5000 })).toBeNull()
    expect(validateAmount(10001, { max: 10000 })).toBe('validation.amount')
    expect(validateAmount(10000, { max: 10000 })).toBeNull()
  })

  it('keeps the amount positive even with a minimum of zero', () => {
    expect(validateAmount(0, { min: 0 })).toBe('validation.amount')
  })

  it('says the amount cannot be greater than the balance', () => {
    expect(validateAmount(10001, { balance: 10000 })).toBe('validation.amountOverBalance')
    expect(validateAmount(10000, { balance: 10000 })).toBeNull()
  })
})
