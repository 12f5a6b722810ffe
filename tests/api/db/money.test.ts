import { centavos } from '@server/db/money'
import { describe, expect, test } from 'vitest'

describe('money from the database', () => {
  test('reads what either driver gives: a string, a number or a bigint', () => {
    expect(centavos('123456')).toBe(123456)
    expect(centavos(123456)).toBe(123456)
    expect(centavos(123456n)).toBe(123456)
    expect(centavos('-50')).toBe(-50)
  })

  test('an absent sum is zero', () => {
    expect(centavos(null)).toBe(0)
    expect(centavos(undefined)).toBe(0)
  })

  test('refuses what is not an exact whole number of centavos', () => {
    expect(() => centavos('12.5')).toThrow(RangeError)
    expect(() => centavos('9007199254740993')).toThrow(RangeError)
    expect(() => centavos(2n ** 60n)).toThrow(RangeError)
    expect(() => centavos('abc')).toThrow(RangeError)
  })
})
