import { readFileSync } from 'node:fs'
import { GGR_TAX_RATES, ggrTaxBasisPoints, ggrTaxOf } from '@server/services/reports/ggrTax'
import { expect, test } from 'vitest'

// The dated rates of docs/compliance.md ("GGR tax") are the ones the reports apply.
const documented = (readFileSync('docs/compliance.md', 'utf8').split('\n## GGR tax\n')[1] ?? '')
  .split('\n## ')[0]
  ?.split('\n')
  .map((line) => /^\| (\d{4}-\d{2}-\d{2}) +\| +(\d+) % \|/.exec(line))
  .filter((match) => match !== null)
  .map((match) => ({ from: match[1], basisPoints: Number(match[2]) * 100 }))

test('the reports apply the GGR tax rates docs/compliance.md lists', () => {
  expect(documented).toHaveLength(4)
  expect(GGR_TAX_RATES).toEqual(documented)
})

test('each day and month takes its year’s rate: 12 % in 2025, 13 % in 2026, 14 % in 2027, 15 % from 2028', () => {
  expect(ggrTaxBasisPoints('2025-12-31')).toBe(1_200)
  expect(ggrTaxBasisPoints('2026-01-01')).toBe(1_300)
  expect(ggrTaxBasisPoints('2026-12')).toBe(1_300)
  expect(ggrTaxBasisPoints('2026-12-31')).toBe(1_300)
  expect(ggrTaxBasisPoints('2027-01-01')).toBe(1_400)
  expect(ggrTaxBasisPoints('2027-12')).toBe(1_400)
  expect(ggrTaxBasisPoints('2028-01')).toBe(1_500)
  expect(ggrTaxBasisPoints('2023-12-31')).toBe(0)
})

test('the tax is rounded to the centavo, half away from zero, and a losing day shows a negative share', () => {
  expect(ggrTaxOf(10_005, '2026-03-01')).toBe(1_301)
  expect(ggrTaxOf(-10_005, '2026-03-01')).toBe(-1_301)
  expect(ggrTaxOf(0, '2027-03-01')).toBe(0)
})
