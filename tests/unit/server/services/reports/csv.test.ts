import { csvField, csvLine, reais } from '@server/services/reports/csv'
import { rtpOf } from '@server/services/reports/queries'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

const text = { key: 'name', kind: 'text' } as const
const money = { key: 'amount', kind: 'money' } as const

/** A minimal RFC 4180 reader, to read back what the writer wrote. */
const parseLine = (line: string): string[] => {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields
}

describe('report CSV', () => {
  test('amounts read in reais with a dot decimal, exactly', () => {
    expect(reais(0)).toBe('0.00')
    expect(reais(5)).toBe('0.05')
    expect(reais(123456)).toBe('1234.56')
    expect(reais(-1001)).toBe('-10.01')
    expect(reais(9_007_199_254_740_991)).toBe('90071992547409.91')
  })

  test('a text with a comma, a quote or a line break is quoted, its quotes doubled', () => {
    expect(csvField('Zé "Sorte", o 1º', text)).toBe('"Zé ""Sorte"", o 1º"')
    expect(csvField('two\nlines', text)).toBe('"two\nlines"')
    expect(csvField('plain', text)).toBe('plain')
    expect(csvField(null, text)).toBe('')
    expect(csvField(-250, money)).toBe('-2.50')
  })

  test('a text a spreadsheet would run as a formula starts with an apostrophe', () => {
    expect(csvField('=HYPERLINK("x")', text)).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+55', text)).toBe("'+55")
  })

  test('any texts read back as written (but for the formula guard)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), (cells) => {
        const line = csvLine(
          cells,
          cells.map(() => text),
        ).slice(0, -2)
        const guarded = cells.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))
        if (cells.some((cell) => /[\r\n]/.test(cell))) return
        expect(parseLine(line)).toEqual(guarded)
      }),
    )
  })
})

describe('observed RTP', () => {
  const game = (staked: number, mean: number, spread: number) => ({
    rounds: staked,
    staked,
    stakes: staked * 100,
    wins: Math.round(staked * 100 * mean),
    ratioSum: staked * mean,
    // The sum of squares of ratios with this mean and standard deviation.
    ratioSquares: staked * (spread * spread + mean * mean),
    rtpBps: 9600,
  })

  test('is flagged when it leaves 4 standard deviations after 100,000 rounds', () => {
    // sd of the mean = 2 / sqrt(100000) = 0.0063; 0.96 - 0.93 = 0.03 is 4.7 of them.
    expect(rtpOf(game(100_000, 0.93, 2)).flagged).toBe(true)
    expect(rtpOf(game(100_000, 0.95, 2)).flagged).toBe(false)
  })

  test('is never flagged before 100,000 rounds', () => {
    expect(rtpOf(game(99_999, 0.5, 2)).flagged).toBe(false)
  })

  test('reads wins over stakes beside the theoretical figure', () => {
    expect(rtpOf(game(1000, 0.97, 1))).toMatchObject({ observed: 0.97, theoretical: 0.96 })
  })
})
