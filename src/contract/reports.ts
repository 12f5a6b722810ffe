import { type Static, Type } from '@sinclair/typebox'
import { literals } from './envelope'

/** Who may read the reports and the dashboard, and who may export them to CSV. */
export const REPORT_PERMISSIONS = {
  view: 'console:reports:view',
  export: 'console:reports:export',
} as const

/**
 * The reports (admin/report_<name>) and how each may group its rows. summary: the money by São Paulo day
 * (GGR, NGR, liability); games: stakes, wins and RTP per game, provider or player channel; payments:
 * top-ups and withdrawals by channel and status; players: new, depositing and first-depositing players;
 * rounds: every settled round, one row each (the large export).
 */
export const REPORT_GROUPS = {
  summary: ['day', 'month'],
  games: ['game', 'provider', 'channel', 'day'],
  payments: ['channel', 'status', 'day'],
  players: ['day', 'month'],
  rounds: ['round'],
} as const
export type ReportName = keyof typeof REPORT_GROUPS
const REPORT_NAMES = Object.keys(REPORT_GROUPS) as ReportName[]

/** The longest range one request may ask for, in days. */
export const REPORT_MAX_DAYS = 366
/**
 * The summary's longest range: it reads hourly sums, so three tax years side by side (the GGR tax's rate
 * changes each 1 January) cost little more than one.
 */
export const SUMMARY_MAX_DAYS = 1_096

/**
 * How a column's values read: money in integer centavos (reais with a dot decimal in CSV), count, ratio a
 * fraction (0.965 for 96.5 %), seconds, flag a boolean, text as is. Null where nothing applies.
 */
const REPORT_COLUMN_KINDS = ['text', 'money', 'count', 'ratio', 'seconds', 'flag'] as const
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number]

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'YYYY-MM-DD, a São Paulo day',
})

export const ReportBody = Type.Object({
  /** First and last São Paulo day of the range, both included. */
  from: Day,
  to: Day,
  groupBy: Type.Optional(Type.String({ maxLength: 20 })),
})
export type ReportBody = Static<typeof ReportBody>

export const ReportRoundsBody = Type.Object({
  from: Day,
  to: Day,
  /** The cursor the previous page answered as next. */
  after: Type.Optional(Type.String({ maxLength: 60 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
})
export type ReportRoundsBody = Static<typeof ReportRoundsBody>

export const ReportExportBody = Type.Object({
  report: literals(REPORT_NAMES),
  from: Day,
  to: Day,
  groupBy: Type.Optional(Type.String({ maxLength: 20 })),
})
export type ReportExportBody = Static<typeof ReportExportBody>

export const ReportColumn = Type.Object({
  /** Also the column's header in CSV and its locale key console.reports.column.<key>. */
  key: Type.String(),
  kind: literals(REPORT_COLUMN_KINDS),
})
export type ReportColumn = Static<typeof ReportColumn>

const Cell = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])
export type ReportCell = Static<typeof Cell>

export const ReportTable = Type.Object({
  report: Type.String(),
  from: Type.String(),
  to: Type.String(),
  groupBy: Type.String(),
  columns: Type.Array(ReportColumn),
  /** One array per row, in the columns' order. */
  rows: Type.Array(Type.Array(Cell)),
  /** rounds only: the cursor of the next page, null on the last. */
  next: Type.Optional(Type.Union([Type.String(), Type.Null()])),
})
export type ReportTable = Static<typeof ReportTable>
