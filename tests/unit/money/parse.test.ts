import { formatBRL } from '@src/money/format'
import { parseAmount } from '@src/money/parse'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

describe('parseAmount', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12', 1200],
    [' 12,5 ', 1250],
    ['0,05', 5],
    ['0', 0],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567', 123456700],
    ['1,234,567.8', 123456780],
    ['1.234,5', 123450],
    ['R$ 12,50', 1250],
    ['R$12,50', 1250],
    ['R$\u00a01.234,56', 123456],
    ['r$ 7', 700],
    ['007', 700],
  ])('reads %j as %i centavos', (input, centavos) => {
    expect(parseAmount(input)).toBe(centavos)
  })

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    '1,2,3',
    '-12,50',
    '+12',
    'R$ -5',
    '12,345',
    '12.345',
    '1.234',
    '12,',
    ',50',
    '12.3456',
    '1.23.456',
    '1.234.56',
    '1,234,56',
    '1 234,56',
    '12,50 R$',
    '１２',
    '99999999999999999',
  ])('rejects %j', (input) => {
    expect(parseAmount(input)).toBeNull()
  })

  it('reads back every amount formatBRL shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (centavos) => {
        expect(parseAmount(formatBRL(centavos))).toBe(centavos)
      }),
    )
  })

  it('reads amounts typed with a dot or a comma as the same centavos', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), (reais, cents) => {
        const decimals = String(cents).padStart(2, '0')
        const expected = reais * 100 + cents
        expect(parseAmount(`${reais},${decimals}`)).toBe(expected)
        expect(parseAmount(`${reais}.${decimals}`)).toBe(expected)
      }),
    )
  })
})
