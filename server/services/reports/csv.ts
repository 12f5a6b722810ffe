import type { ReportCell, ReportColumn, ReportExportBody } from '@src/contract/reports'
import type { Db } from '../../db'
import { checkRange, groupedReport, ROUND_COLUMNS, roundsPage } from './queries'

/** Centavos as reais with a dot decimal and two places: -1234 is -12.34 (exact, no floating point). */
export const reais = (centavos: number): string => {
  const sign = centavos < 0 ? '-' : ''
  const absolute = Math.abs(centavos)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/**
 * One field per RFC 4180: quoted when it holds a comma, a quote, a line break or edge spaces, quotes
 * doubled. A text that a spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe.
 */
export const csvField = (value: ReportCell, column: ReportColumn): string => {
  if (value === null) return ''
  let text: string
  if (column.kind === 'money' && typeof value === 'number') text = reais(value)
  else if (column.kind === 'ratio' && typeof value === 'number') text = String(Number(value.toFixed(8)))
  else text = String(value)
  if (column.kind === 'text' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvLine = (cells: ReportCell[], columns: ReportColumn[]): string =>
  `${cells.map((cell, index) => csvField(cell, columns[index] ?? { key: '', kind: 'text' })).join(',')}\r\n`

/** Rows read a batch at a time for the rounds export: memory stays that of one batch. */
const EXPORT_BATCH = 5_000

/**
 * A report as CSV lines (UTF-8, a byte order mark first so that spreadsheets read the accents, CRLF line
 * ends, a header row of the column keys). The rounds come a keyset batch at a time, each read only when
 * the reply asks for more: the stream holds one batch, whatever the number of rows.
 */
export async function* reportCsv(db: Db, body: ReportExportBody): AsyncGenerator<string> {
  if (body.report === 'rounds') {
    const { from, to } = checkRange('rounds', body)
    yield `\uFEFF${csvLine(
      ROUND_COLUMNS.map((column) => column.key),
      ROUND_COLUMNS.map((column) => ({ ...column, kind: 'text' })),
    )}`
    let after: string | undefined
    for (;;) {
      const page = await roundsPage(db, from, to, after, EXPORT_BATCH)
      if (page.rows.length > 0) yield page.rows.map((row) => csvLine(row, ROUND_COLUMNS)).join('')
      if (page.next === null) return
      after = page.next
    }
  }
  const table = await groupedReport(db, body.report, body)
  const header = table.columns.map((column): ReportColumn => ({ ...column, kind: 'text' }))
  yield `\uFEFF${csvLine(
    table.columns.map((column) => column.key),
    header,
  )}`
  for (const row of table.rows) yield csvLine(row, table.columns)
}
