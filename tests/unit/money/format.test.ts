import { formatBRL, formatHundredths } from '@src/money/format'
import { describe, expect, it, vi } from 'vitest'

// Intl puts a non-breaking space (U+00A0) between R$ and the number; formatBRL keeps it.
const NBSP = '\u00a0'

describe('formatBRL', () => {
  it('shows centavos as reais with Brazilian separators', () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`)
    expect(formatBRL(1250)).toBe(`R$${NBSP}12,50`)
    expect(formatBRL(100000)).toBe(`R$${NBSP}1.000,00`)
  })

  it('shows small amounts with a leading zero', () => {
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`)
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`)
    expect(formatBRL(99)).toBe(`R$${NBSP}0,99`)
  })

  it('shows negative amounts with a leading minus', () => {
    expect(formatBRL(-123456)).toBe(`-R$${NBSP}1.234,56`)
    expect(formatBRL(-5)).toBe(`-R$${NBSP}0,05`)
    expect(formatBRL(-0)).toBe(`R$${NBSP}0,00`)
  })

  it('shows the largest safe amount digit for digit', () => {
    expect(formatBRL(Number.MAX_SAFE_INTEGER)).toBe(`R$${NBSP}90.071.992.547.409,91`)
    expect(formatBRL(-Number.MAX_SAFE_INTEGER)).toBe(`-R$${NBSP}90.071.992.547.409,91`)
  })

  it('refuses fractions of a centavo and unsafe numbers', () => {
    expect(() => formatBRL(12.5)).toThrow(RangeError)
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError)
    expect(() => formatBRL(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError)
  })

  it('shows an amount without the platform number formatter, whose first use is a long task on a phone', async () => {
    vi.resetModules()
    const Platform = Intl.NumberFormat
    const refuse = () => {
      throw new Error('Intl.NumberFormat used')
    }
    Object.assign(Intl, { NumberFormat: refuse })
    try {
      const fresh = await import('@src/money/format')
      expect(fresh.formatBRL(123456)).toBe(`R$${NBSP}1.234,56`)
    } finally {
      Object.assign(Intl, { NumberFormat: Platform })
    }
  })
})

describe('formatHundredths', () => {
  it('shows race points as a Brazilian decimal with no currency', () => {
    expect(formatHundredths(123456)).toBe('1.234,56')
    expect(formatHundredths(600)).toBe('6,00')
    expect(formatHundredths(7)).toBe('0,07')
  })
})
