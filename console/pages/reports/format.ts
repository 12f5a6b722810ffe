import type { ReportCell, ReportColumn } from '@src/contract/reports'
import { type Translate, textOr } from '@src/i18n/translator'
import { formatBRL } from '@src/money/format'

const duration = (seconds: number): string => {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return hours > 0 ? `${hours}h ${minutes}m` : minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`
}

/** A cell as the table shows it: money in reais, ratios as percentages, counts in `count`'s digit groups, flags in words. */
export const formatCell = (
  value: ReportCell,
  column: ReportColumn,
  t: Translate,
  count: (value: number) => string,
): string => {
  if (value === null) return '—'
  if (typeof value === 'number') {
    if (column.kind === 'money') return formatBRL(value)
    if (column.kind === 'ratio') return `${(value * 100).toFixed(2)}%`
    if (column.kind === 'seconds') return duration(value)
    if (column.kind === 'count') return count(value)
  }
  if (typeof value === 'boolean') return value ? t('console.reports.flagged') : t('console.reports.no')
  return String(value)
}

/** The column's header: its text when the catalogue has one, else its key. */
export const columnTitle = (column: ReportColumn, t: Translate): string =>
  textOr(t, `console.reports.column.${column.key}`, column.key)
