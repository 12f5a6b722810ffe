import { useT } from '@src/i18n/react'
import { useStyles } from '@src/ui/styles'
import { type ReactNode, useMemo, useState } from 'react'
import { pageCount } from './paging'

/** One column of a DataTable. */
export interface Column<Row> {
  /** Unique within the table; the column-choice key. */
  key: string
  /** Its heading (already translated). */
  label: string
  /** The cell; the value's text when absent. */
  render?: (row: Row) => ReactNode
  /** What sorting and filtering read; `row[key]` when absent. Numbers sort as numbers. */
  value?: (row: Row) => string | number | null | undefined
  /** false: no sort button. */
  sortable?: boolean
  /** false: no filter field. */
  filterable?: boolean
  /** Numbers and money: right-aligned, tabular figures. */
  numeric?: boolean
  /** Hidden until the operator chooses it. */
  hidden?: boolean
}

export interface DataTableProps<Row> {
  /** What the table holds, for screen readers (its caption, visually hidden). */
  caption: string
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Rows a page; 25 when absent. */
  pageSize?: number
  /** Remembers the operator's column choice on this device under this name. */
  storageKey?: string
  /** Called when a row is opened (click or Enter): a detail page. */
  onOpen?: (row: Row) => void
  /** A test id on each row. */
  rowTestId?: string
}

const css = `
.console-table { display: grid; gap: calc(var(--ficha-space) * 2); }
.console-table__bar { display: flex; justify-content: space-between; align-items: center; gap: calc(var(--ficha-space) * 2); color: var(--ficha-text-muted); }
.console-table__scroll { overflow-x: auto; border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); }
.console-table table { width: 100%; border-collapse: collapse; font-size: var(--ficha-font-size-sm); }
.console-table caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.console-table th, .console-table td { padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 2); border-bottom: 1px solid var(--ficha-border); text-align: left; vertical-align: top; white-space: nowrap; }
.console-table thead th { position: sticky; top: 0; background: var(--ficha-surface-raised); font-weight: 600; }
.console-table thead tr.console-table__filters th { background: var(--ficha-surface); padding-top: 0; }
.console-table tbody tr:nth-child(even) { background: rgb(255 255 255 / 0.03); }
.console-table tbody tr[data-open='true'] { cursor: pointer; }
.console-table tbody tr:hover { background: var(--ficha-surface-raised); }
.console-table .console-table__num { text-align: right; font-variant-numeric: tabular-nums; }
.console-table th button { all: unset; cursor: pointer; display: inline-flex; gap: var(--ficha-space); align-items: center; }
.console-table th button:focus-visible, .console-table input:focus-visible, .console-table summary:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.console-table input[type='search'] { width: 100%; min-width: 6ch; box-sizing: border-box; min-height: 28px; padding: 0 var(--ficha-space); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); color: inherit; font: inherit; }
.console-table details { position: relative; }
.console-table summary { cursor: pointer; list-style: none; padding: var(--ficha-space) calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); }
.console-table details[open] fieldset { position: absolute; right: 0; z-index: 3; display: grid; gap: var(--ficha-space); margin: var(--ficha-space) 0 0; padding: calc(var(--ficha-space) * 2); background: var(--ficha-surface-raised); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); box-shadow: var(--ficha-shadow); white-space: nowrap; }
.console-table__pager { display: flex; align-items: center; gap: calc(var(--ficha-space) * 2); }
.console-table__pager button { min-height: 28px; padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.console-table__pager button:disabled { opacity: 0.5; cursor: default; }
`

type Sort = { key: string; direction: 'ascending' | 'descending' } | null

const readHidden = (storageKey: string | undefined): string[] | null => {
  if (!storageKey) return null
  try {
    const stored = JSON.parse(localStorage.getItem(`console.columns.${storageKey}`) ?? 'null')
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : null
  } catch {
    return null
  }
}

/** Rows filtered (every filter's text in its column, any case), then sorted: the pure part of the table. */
export function arrangeRows<Row>(
  rows: readonly Row[],
  columns: Column<Row>[],
  filters: Record<string, string>,
  sort: Sort,
): Row[] {
  const cellValue = (column: Column<Row>, row: Row) =>
    column.value ? column.value(row) : (row as Record<string, unknown>)[column.key]
  const active = columns.filter((column) => (filters[column.key] ?? '').trim() !== '')
  const filtered = rows.filter((row) =>
    active.every((column) =>
      String(cellValue(column, row) ?? '')
        .toLowerCase()
        .includes((filters[column.key] ?? '').trim().toLowerCase()),
    ),
  )
  const column = sort && columns.find((candidate) => candidate.key === sort.key)
  if (!sort || !column) return filtered
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...filtered].sort((a, b) => {
    const [x, y] = [cellValue(column, a), cellValue(column, b)]
    if (x === y) return 0
    if (x === null || x === undefined) return 1
    if (y === null || y === undefined) return -1
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign
    return String(x).localeCompare(String(y)) * sign
  })
}

/**
 * The console's dense table (docs/console.md): sort by a heading, filter under each heading, page, choose the
 * columns (remembered on the device). For rows already loaded; a page whose server pages and filters passes
 * one page of rows and its own controls.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize = 25,
  storageKey,
  onOpen,
  rowTestId,
}: DataTableProps<Row>) {
  useStyles(css)
  const t = useT()
  const [sort, setSort] = useState<Sort>(null)
  const [filters, setFilters] = useState<Record<string, string>>({})
  const [page, setPage] = useState(1)
  const [hidden, setHidden] = useState<string[]>(
    () => readHidden(storageKey) ?? columns.filter((column) => column.hidden).map((column) => column.key),
  )
  const shown = columns.filter((column) => !hidden.includes(column.key))
  const arranged = useMemo(() => arrangeRows(rows, columns, filters, sort), [rows, columns, filters, sort])
  const pages = pageCount(arranged.length, pageSize)
  const current = Math.min(page, pages)
  const visible = arranged.slice((current - 1) * pageSize, current * pageSize)

  const toggleColumn = (key: string) => {
    const next = hidden.includes(key) ? hidden.filter((item) => item !== key) : [...hidden, key]
    // One column at least stays.
    if (next.length >= columns.length) return
    setHidden(next)
    if (storageKey) localStorage.setItem(`console.columns.${storageKey}`, JSON.stringify(next))
  }
  const sortBy = (key: string) => {
    setSort((was) =>
      was?.key === key
        ? { key, direction: was.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    )
  }
  const filtering = shown.some((column) => column.filterable !== false)

  return (
    <div className="console-table">
      <div className="console-table__bar">
        <span>{t('console.table.rows', { count: arranged.length })}</span>
        <details>
          <summary>{t('console.table.columns')}</summary>
          <fieldset>
            <legend className="console-table__legend">{t('console.table.columns')}</legend>
            {columns.map((column) => (
              <label key={column.key}>
                <input
                  type="checkbox"
                  checked={!hidden.includes(column.key)}
                  onChange={() => toggleColumn(column.key)}
                />{' '}
                {column.label}
              </label>
            ))}
          </fieldset>
        </details>
      </div>
      <div className="console-table__scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {shown.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'console-table__num' : undefined}
                  aria-sort={sort?.key === column.key ? sort.direction : undefined}
                >
                  {column.sortable === false ? (
                    column.label
                  ) : (
                    <button type="button" onClick={() => sortBy(column.key)}>
                      {column.label}
                      <span aria-hidden="true">
                        {sort?.key === column.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  )}
                </th>
              ))}
            </tr>
            {filtering ? (
              <tr className="console-table__filters">
                {shown.map((column) => (
                  <th key={column.key} scope="col">
                    {column.filterable === false ? null : (
                      <input
                        type="search"
                        aria-label={`${t('console.table.filter')}: ${column.label}`}
                        value={filters[column.key] ?? ''}
                        onChange={(event) => {
                          setFilters({ ...filters, [column.key]: event.currentTarget.value })
                          setPage(1)
                        }}
                      />
                    )}
                  </th>
                ))}
              </tr>
            ) : null}
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={shown.length}>{t('console.table.empty')}</td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid={rowTestId}
                  data-open={onOpen ? 'true' : undefined}
                  tabIndex={onOpen ? 0 : undefined}
                  onClick={onOpen ? () => onOpen(row) : undefined}
                  onKeyDown={
                    onOpen
                      ? (event) => {
                          if (event.key === 'Enter') onOpen(row)
                        }
                      : undefined
                  }
                >
                  {shown.map((column) => (
                    <td key={column.key} className={column.numeric ? 'console-table__num' : undefined}>
                      {column.render
                        ? column.render(row)
                        : String(
                            (column.value
                              ? column.value(row)
                              : (row as Record<string, unknown>)[column.key]) ?? '',
                          )}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="console-table__pager" aria-label={caption}>
        <button type="button" disabled={current <= 1} onClick={() => setPage(current - 1)}>
          {t('console.table.previous')}
        </button>
        <span>{t('console.table.page', { page: current, pages })}</span>
        <button type="button" disabled={current >= pages} onClick={() => setPage(current + 1)}>
          {t('console.table.next')}
        </button>
      </nav>
    </div>
  )
}
