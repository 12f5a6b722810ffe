import type { ReportCell, ReportColumn } from '@src/contract/reports'
import type { Statement, StatementTotals } from '@src/contract/statement'
import { STATEMENT_KINDS } from '@src/contract/statement-values'
import type { Translate } from '@src/i18n/translator'
import { spDateTime } from '../calendar'
import { csvLine } from '../reports'

/** The statement's columns: what a row is, its times (São Paulo), its rounds, then the balance and the kinds. */
const COLUMNS: ReportColumn[] = [
  { key: 'day', kind: 'text' },
  { key: 'row', kind: 'text' },
  { key: 'from', kind: 'text' },
  { key: 'to', kind: 'text' },
  { key: 'rounds', kind: 'count' },
  { key: 'reference', kind: 'text' },
  { key: 'opening', kind: 'money' },
  ...STATEMENT_KINDS.map((kind): ReportColumn => ({ key: kind, kind: 'money' })),
  { key: 'closing', kind: 'money' },
]

const HEADER = COLUMNS.map((column): ReportColumn => ({ ...column, kind: 'text' }))

const time = (iso: string): string => spDateTime(new Date(iso)).slice(11)

const kindCells = (totals: Partial<StatementTotals>): ReportCell[] =>
  STATEMENT_KINDS.map((kind) => totals[kind] ?? null)

/**
 * The statement as CSV, the rows the page shows: each day (newest first) with its opening, totals and closing,
 * then its game sessions and its other movements. UTF-8 with a byte order mark, CRLF, RFC 4180 quoting and
 * amounts in reais with a dot decimal, as the console's exports (services/reports/csv.ts); the header in the
 * player's language.
 */
export const statementCsv = (statement: Statement, t: Translate): string => {
  let text = `\uFEFF${csvLine(
    COLUMNS.map((column) => t(`statement.column.${column.key}`)),
    HEADER,
  )}`
  for (const day of statement.days) {
    text += csvLine(
      [
        day.day,
        t('statement.row.day'),
        null,
        null,
        null,
        null,
        day.opening,
        ...kindCells(day.totals),
        day.closing,
      ],
      COLUMNS,
    )
    for (const session of day.sessions)
      text += csvLine(
        [
          day.day,
          session.game,
          time(session.firstAt),
          time(session.lastAt),
          session.rounds,
          null,
          null,
          ...kindCells(session.totals),
          null,
        ],
        COLUMNS,
      )
    for (const movement of day.movements)
      text += csvLine(
        [
          day.day,
          t(`statement.kind.${movement.kind}`),
          time(movement.at),
          null,
          null,
          movement.reference,
          null,
          ...kindCells({ [movement.kind]: movement.amount }),
          null,
        ],
        COLUMNS,
      )
  }
  return text
}
