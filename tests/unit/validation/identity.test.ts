import { isAdultOn, isBirthDate, isFullName, isPlainName, normalizeName } from '@src/validation/identity'
import { describe, expect, test } from 'vitest'

describe('sign-up identity fields', () => {
  test.each(['Maria da Silva', 'José  Antônio', "Ana D'Ávila-Souza"])('%s is a full name', (name) => {
    expect(isFullName(name)).toBe(true)
  })

  test.each(['Maria', '', 'M S', 'Maria 1234', `${'a'.repeat(121)} b`])('%s is not', (name) => {
    expect(isFullName(name)).toBe(false)
  })

  test('a name typed with a combining accent (as iOS and macOS paste it) is a full name, stored as NFC', () => {
    const decomposed = 'Jose\u0301 da Silva'
    expect(isFullName(decomposed)).toBe(true)
    expect(normalizeName(` ${decomposed}  Souza `)).toBe('Jos\u00e9 da Silva Souza')
  })

  test.each(['𝐌𝐚𝐫𝐢𝐚 𝐝𝐚 𝐒𝐢𝐥𝐯𝐚', 'Ｍａｒｉａ Silva', 'Maria ﬁlha Souza', 'Mariaª Silva'])(
    'styled look-alike letters (%s) are not the letters an ID carries',
    (name) => {
      expect(isPlainName(normalizeName(name))).toBe(false)
      expect(isFullName(name)).toBe(false)
    },
  )

  test('a birth date is a real calendar date written YYYY-MM-DD', () => {
    expect(isBirthDate('2000-02-29')).toBe(true)
    expect(isBirthDate('2001-02-29')).toBe(false)
    expect(isBirthDate('17/05/1990')).toBe(false)
    expect(isBirthDate('1899-12-31')).toBe(false)
  })

  test('18 on the birthday itself, not the day before', () => {
    expect(isAdultOn('2008-11-24', '2026-11-24')).toBe(true)
    expect(isAdultOn('2008-11-25', '2026-11-24')).toBe(false)
    expect(isAdultOn('1990-05-17', '2026-11-24')).toBe(true)
  })
})
