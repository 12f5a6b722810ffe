import { amountText, checkAmount } from '@src/features/money/amount'
import { describe, expect, it } from 'vitest'

describe('checkAmount', () => {
  it('reads a comma or a dot and gives centavos', () => {
    expect(checkAmount('12,50')).toEqual({ centavos: 1250, problem: null })
    expect(checkAmount('12.5')).toEqual({ centavos: 1250, problem: null })
    expect(checkAmount('R$ 1.234,56')).toEqual({ centavos: 123456, problem: null })
  })

  it('asks for the correct amount when the text is not one', () => {
    for (const text of ['', 'abc', '0', '-5', '1,234', '1,999'])
      expect(checkAmount(text).problem).toEqual({ key: 'validation.amount' })
  })

  it('names the minimum and the maximum when the amount is out of range', () => {
    const limits = { min: 1000, max: 500000 }
    expect(checkAmount('9,99', limits)).toEqual({
      centavos: null,
      problem: { key: 'money.belowMin', params: { min: 'R$\u00a010,00' } },
    })
    expect(checkAmount('5000,01', limits)).toEqual({
      centavos: null,
      problem: { key: 'money.aboveMax', params: { max: 'R$\u00a05.000,00' } },
    })
    expect(checkAmount('10', limits).centavos).toBe(1000)
    expect(checkAmount('5000', limits).centavos).toBe(500000)
  })

  it('refuses more than the balance with the spec message', () => {
    expect(checkAmount('10,01', { balance: 1000 }).problem).toEqual({ key: 'validation.amountOverBalance' })
    expect(checkAmount('10', { balance: 1000 }).centavos).toBe(1000)
  })
})

describe('amountText', () => {
  it('writes centavos the way a player types them, and reads back the same', () => {
    for (const centavos of [1, 50, 100, 1234, 500000, 123456789]) {
      expect(checkAmount(amountText(centavos)).centavos).toBe(centavos)
    }
    expect(amountText(5000)).toBe('50')
    expect(amountText(1205)).toBe('12,05')
  })
})
