/**
 * The federal tax on the operator's GGR, by the São Paulo day it applies from, in basis points: what of the
 * GGR the operator does not keep under Law 13.756/2018 art. 30 § 1º-A (as Law 14.790/2023 wrote it: 88 % kept
 * until 2025), and § 1º-E added by Lei Complementar 224/2025 art. 9 (87 % kept in 2026, 86 % in 2027, then
 * § 1º-A's 85 %). docs/compliance.md lists the same table, and a test reads it there.
 * @internal Read by that test.
 */
export const GGR_TAX_RATES: readonly { from: string; basisPoints: number }[] = [
  { from: '2024-01-01', basisPoints: 1_200 },
  { from: '2026-01-01', basisPoints: 1_300 },
  { from: '2027-01-01', basisPoints: 1_400 },
  { from: '2028-01-01', basisPoints: 1_500 },
]

/** The rate of the day (YYYY-MM-DD; a month YYYY-MM is read as its first day): 0 before the first. */
export const ggrTaxBasisPoints = (period: string): number => {
  const day = period.length === 7 ? `${period}-01` : period
  return GGR_TAX_RATES.findLast((rate) => rate.from <= day)?.basisPoints ?? 0
}

/** The rate times a period's GGR, in centavos rounded half away from zero. A day that lost shows a negative
 * share: the tax is assessed on the month, which the month's row shows. */
export const ggrTaxOf = (ggr: number, period: string): number =>
  Math.sign(ggr) * Math.round((Math.abs(ggr) * ggrTaxBasisPoints(period)) / 10_000)

/** The tax is Brazil's: reports show it in the brazil profile only. */
export const showsGgrTax = (profile: string): boolean => profile === 'brazil'
