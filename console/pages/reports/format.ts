import { useStore } from '@nanostores/react'
import type { ReportCell, ReportColumn } from '@src/contract/reports'
import { LOCALES, useFormatCount, useFormatDay } from '@src/features/content/format-date'
import { useFormatRate } from '@src/features/rewards/format'
import { $lang } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { type Translate, textOr } from '@src/i18n/translator'
import { formatBRL } from '@src/money/format'
import { useCallback, useMemo } from 'react'

const duration = (seconds: number): string => {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return hours > 0 ? `${hours}h ${minutes}m` : minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`
}

/** The text columns holding the server's names of an order's kind and state, and where their labels are. */
const NAMED_COLUMNS: Record<string, string> = { type: 'console.players.orderType', status: 'money.status' }

/**
 * A cell as the table shows it, in the operator's language: money in reais, ratios as percentages and counts
 * with the language's separators, a period as its day (23/11/2026) or month (11/2026), an order's kind and
 * state and a flag in words. The CSV keeps the values themselves.
 */
export function useFormatCell(): (value: ReportCell, column: ReportColumn) => string {
  const t = useT()
  const lang = useStore($lang)
  const count = useFormatCount()
  const rate = useFormatRate()
  const day = useFormatDay()
  const month = useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[lang], {
      year: 'numeric',
      month: '2-digit',
      timeZone: 'UTC',
    })
    return (value: string) => format.format(new Date(`${value}-01T00:00:00Z`))
  }, [lang])
  return useCallback(
    (value, column) => {
      if (value === null) return '—'
      if (typeof value === 'number') {
        if (column.kind === 'money') return formatBRL(value)
        if (column.kind === 'ratio') return rate(value * 10_000)
        if (column.kind === 'seconds') return duration(value)
        if (column.kind === 'count') return count(value)
      }
      if (typeof value === 'boolean') return value ? t('console.reports.flagged') : t('console.reports.no')
      if (column.key === 'period' && /^\d{4}-\d{2}-\d{2}$/.test(value as string)) return day(value as string)
      if (column.key === 'period' && /^\d{4}-\d{2}$/.test(value as string)) return month(value as string)
      const labels = NAMED_COLUMNS[column.key]
      return labels ? textOr(t, `${labels}.${value}`, String(value)) : String(value)
    },
    [t, count, rate, day, month],
  )
}

/** The column's header: its text when the catalogue has one, else its key. */
export const columnTitle = (column: ReportColumn, t: Translate): string =>
  textOr(t, `console.reports.column.${column.key}`, column.key)
