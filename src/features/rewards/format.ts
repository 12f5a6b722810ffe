import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import type { DepositTier } from '../../contract/rewards'
import { $lang } from '../../i18n'
import { LOCALES } from '../content/format-date'

/** Basis points as a percentage in the player's language: 2000 -> '20%', 30 -> '0.3%'. */
export function useFormatRate(): (bps: number) => string {
  const lang = useStore($lang)
  return useMemo(() => {
    const format = new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 2 })
    return (bps: number) => format.format(bps / 10_000)
  }, [lang])
}

/**
 * A rewards day ('2026-03-09', already a day in Brasília time) as a date in the player's language. Read at
 * UTC midnight and shown in UTC, so no time zone can move it to the day before.
 */
export function useFormatDay(): (day: string) => string {
  const lang = useStore($lang)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' })
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`))
  }, [lang])
}

/** The highest rate of a tier table, and its lowest threshold: the headline 'up to 20% above R$ 50'. */
export const tierSpan = (tiers: readonly DepositTier[]) => ({
  maxBps: Math.max(...tiers.map((tier) => tier.rateBps)),
  minAbove: Math.min(...tiers.map((tier) => tier.above)),
})
