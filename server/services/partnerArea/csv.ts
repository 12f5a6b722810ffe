import type { PartnerFigureRow, PartnerFigures } from '@src/contract/partner-area'
import type { ReportColumn } from '@src/contract/reports'
import { csvLine } from '../reports'

const FIGURES: [keyof PartnerFigureRow, ReportColumn['kind']][] = [
  ['clicks', 'count'],
  ['otherClicks', 'count'],
  ['signups', 'count'],
  ['firstDeposits', 'count'],
  ['qualified', 'count'],
  ['ngr', 'money'],
  ['commission', 'money'],
]

/**
 * The figures as CSV (the reports' RFC 4180 writer, amounts in reais with a dot decimal), a byte order mark
 * first: a row per day, then a row per sub-id value; the headers in the reader's language.
 */
export const figuresCsv = (figures: PartnerFigures, t: (key: string) => string): string => {
  const columns: ReportColumn[] = [
    { key: 'kind', kind: 'text' },
    { key: 'value', kind: 'text' },
    ...FIGURES.map(([key, kind]) => ({ key, kind })),
  ]
  const header = columns.map((column) => t(`partnerArea.column.${column.key}`))
  let text = `\uFEFF${csvLine(
    header,
    header.map(() => ({ key: '', kind: 'text' as const })),
  )}`
  const line = (kind: string, value: string, row: PartnerFigureRow) => {
    text += csvLine([t(`partnerArea.csv.${kind}`), value, ...FIGURES.map(([key]) => row[key])], columns)
  }
  for (const { day, ...row } of figures.days) line('day', day, row)
  for (const { subId, ...row } of figures.subIds) line('subId', subId, row)
  line('total', `${figures.from}..${figures.to}`, figures.totals)
  return text
}
