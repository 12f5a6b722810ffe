import { spDay } from '@console/app/operator-time'
import { api, feedback } from '@console/app/services'
import { downloadFile } from '@src/api/download'
import { REPORT_GROUPS, type ReportName, type ReportTable } from '@src/contract/reports'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useEffect, useMemo, useState } from 'react'
import { columnTitle, useFormatCell } from './format'

export const reportsCss = `
.reports-form { display: flex; flex-wrap: wrap; align-items: end; gap: calc(var(--ficha-space) * 3); margin-bottom: calc(var(--ficha-space) * 4); }
.reports-form label { display: grid; gap: var(--ficha-space); color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); }
.reports-form select, .reports-form input { min-height: 32px; padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); color: var(--ficha-text); font: inherit; }
.reports-note { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); margin: 0 0 calc(var(--ficha-space) * 2); }
.reports-scroll { overflow-x: auto; border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface); }
.reports-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.reports-table th, .reports-table td { padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 2); border-bottom: 1px solid var(--ficha-border); text-align: right; white-space: nowrap; }
.reports-table th:first-child, .reports-table td:first-child { text-align: left; }
.reports-table th { position: sticky; top: 0; background: var(--ficha-surface-raised); font-weight: 600; }
.reports-table th button { all: unset; cursor: pointer; }
.reports-table th button:focus-visible { outline: 2px solid var(--ficha-accent); }
.reports-table td[data-kind='text'], .reports-table th[data-kind='text'] { text-align: left; }
.reports-table td[data-flagged='true'] { color: var(--ficha-danger, #d33); font-weight: 600; }
.reports-more { margin-top: calc(var(--ficha-space) * 3); }
.reports-tools { display: flex; align-items: start; gap: calc(var(--ficha-space) * 3); margin-bottom: calc(var(--ficha-space) * 2); }
.reports-tools input[type='search'] { min-height: 32px; padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); color: var(--ficha-text); font: inherit; }
.reports-tools details { padding-top: calc(var(--ficha-space) * 1.5); }
.reports-tools details[open] { display: grid; grid-template-columns: repeat(4, auto); gap: var(--ficha-space) calc(var(--ficha-space) * 3); }
.reports-tools summary { cursor: pointer; grid-column: 1 / -1; }
.reports-tools label { display: flex; align-items: center; gap: var(--ficha-space); white-space: nowrap; }
`

const REPORT_NAMES = Object.keys(REPORT_GROUPS) as ReportName[]

type Sort = { index: number; descending: boolean } | null

function Table({ table, sort, onSort }: { table: ReportTable; sort: Sort; onSort: (index: number) => void }) {
  const formatCell = useFormatCell()
  const [filter, setFilter] = useState('')
  const [hidden, setHidden] = useState<Set<string>>(new Set())
  const t = useT()
  const shown = table.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !hidden.has(column.key))
  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    const kept = needle
      ? table.rows.filter((row) =>
          row.some((cell, index) => {
            const column = table.columns[index]
            return column !== undefined && formatCell(cell, column).toLowerCase().includes(needle)
          }),
        )
      : table.rows
    if (!sort) return kept
    return [...kept].sort((a, b) => {
      const x = a[sort.index] ?? null
      const y = b[sort.index] ?? null
      const order = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1
      return sort.descending ? -order : order
    })
  }, [table, sort, filter, formatCell])
  return (
    <>
      <div className="reports-tools">
        <input
          type="search"
          aria-label={t('console.reports.filter')}
          placeholder={t('console.reports.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <details>
          <summary>{t('console.reports.columns')}</summary>
          {table.columns.map((column) => (
            <label key={column.key}>
              <input
                type="checkbox"
                checked={!hidden.has(column.key)}
                onChange={() =>
                  setHidden((previous) => {
                    const next = new Set(previous)
                    if (next.has(column.key)) next.delete(column.key)
                    else next.add(column.key)
                    return next
                  })
                }
              />
              {columnTitle(column, t)}
            </label>
          ))}
        </details>
      </div>
      <div className="reports-scroll">
        <table className="reports-table" data-report={table.report}>
          <thead>
            <tr>
              {shown.map(({ column, index }) => (
                <th
                  key={column.key}
                  data-kind={column.kind}
                  scope="col"
                  aria-sort={
                    sort?.index === index ? (sort.descending ? 'descending' : 'ascending') : undefined
                  }
                >
                  <button type="button" onClick={() => onSort(index)}>
                    {columnTitle(column, t)}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              // Rows have no id of their own: the first cells name them within one answer.
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one answer keep their order
              <tr key={rowIndex}>
                {shown.map(({ column, index }) => (
                  <td
                    key={column.key}
                    data-kind={column.kind}
                    data-flagged={column.kind === 'flag' && row[index] === true ? 'true' : undefined}
                  >
                    {formatCell(row[index] ?? null, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** The reports page: choose a report, a range and a grouping; see the table; export it to CSV. */
export default function ReportsPage() {
  useStyles(reportsCss)
  const t = useT()
  const [report, setReport] = useState<ReportName>('summary')
  const [from, setFrom] = useState(spDay(6))
  const [to, setTo] = useState(spDay(0))
  const [groupBy, setGroupBy] = useState<string>(REPORT_GROUPS.summary[0])
  const [table, setTable] = useState<ReportTable | null>(null)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const [exporting, setExporting] = useState(false)
  const [sort, setSort] = useState<Sort>(null)

  const choose = (name: ReportName) => {
    setReport(name)
    setGroupBy(REPORT_GROUPS[name][0])
    setTable(null)
  }

  const load = async (after?: string) => {
    setState('loading')
    if (!after) setTable(null)
    try {
      const answer = await api.post(
        `admin/report_${report}`,
        report === 'rounds' ? { from, to, after, limit: 200 } : { from, to, groupBy },
      )
      setTable((previous) =>
        after && previous ? { ...answer, rows: [...previous.rows, ...answer.rows] } : answer,
      )
      if (!after) setSort(null)
      setState('idle')
    } catch {
      setState('error')
    }
  }

  // The default report (the last seven days' summary) shows at once; the operator changes it and asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render
  useEffect(() => {
    void load()
  }, [])

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadFile('admin/report_export', { report, from, to, groupBy }, 'report.csv')
      feedback.toast(t('console.reports.exported'))
    } catch (error) {
      if (error instanceof Error) feedback.toast(error.message)
    } finally {
      setExporting(false)
    }
  }

  return (
    <section className="console-page">
      <form
        className="reports-form"
        onSubmit={(event) => {
          event.preventDefault()
          void load()
        }}
      >
        <label>
          {t('console.reports.report')}
          <select name="report" value={report} onChange={(event) => choose(event.target.value as ReportName)}>
            {REPORT_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`console.reports.name.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {(
          [
            ['from', from, setFrom, { max: to }],
            ['to', to, setTo, { min: from }],
          ] as const
        ).map(([name, value, set, bounds]) => (
          <label key={name}>
            {t(`console.reports.${name}`)}
            <input
              name={name}
              type="date"
              value={value}
              {...bounds}
              onChange={(event) => set(event.target.value)}
            />
          </label>
        ))}
        <label>
          {t('console.reports.groupBy')}
          <select name="groupBy" value={groupBy} onChange={(event) => setGroupBy(event.target.value)}>
            {REPORT_GROUPS[report].map((group) => (
              <option key={group} value={group}>
                {t(`console.reports.group.${group}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={state === 'loading'}>
          {t('console.reports.show')}
        </Button>
        <Button type="button" variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
          {t('console.reports.export')}
        </Button>
      </form>
      <p className="reports-note">{t('console.reports.moneyNote')}</p>
      {state === 'error' ? <ErrorState onRetry={() => void load()} /> : null}
      {state === 'loading' && !table ? <SkeletonList rows={6} /> : null}
      {table && table.rows.length === 0 ? <EmptyState title={t('console.reports.empty')} /> : null}
      {table && table.rows.length > 0 ? (
        <Table
          table={table}
          sort={sort}
          onSort={(index) =>
            setSort((previous) => ({
              index,
              descending: previous?.index === index ? !previous.descending : false,
            }))
          }
        />
      ) : null}
      {table?.next ? (
        <div className="reports-more">
          <Button
            type="button"
            variant="secondary"
            disabled={state === 'loading'}
            onClick={() => void load(table.next ?? undefined)}
          >
            {t('console.reports.more')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
