import { PendingQueues } from '@console/app/PendingQueues'
import { api } from '@console/app/services'
import type { ReportTable } from '@src/contract/reports'
import { useFormatCount, useFormatDay } from '@src/features/content/format-date'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money/format'
import { Fact } from '@src/ui/Fact'
import { ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback, useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { spDay } from '@console/app/operator-time'

export const dashboardCss = `
.dashboard-heading { margin: calc(var(--ficha-space) * 5) 0 var(--ficha-space); }
.dashboard-range { color: var(--ficha-text-muted); margin: 0 0 calc(var(--ficha-space) * 3); }
.dashboard-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: calc(var(--ficha-space) * 3); }
.dashboard-card { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr) 150px; gap: calc(var(--ficha-space) * 3); padding: calc(var(--ficha-space) * 3); background: var(--ficha-surface); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); }
.dashboard-card figcaption { grid-column: 1 / -1; font-weight: 600; }
.dashboard-plot { min-width: 0; }
.dashboard-plot .u-legend { font-size: var(--ficha-font-size-xs); color: var(--ficha-text); }
.dashboard-numbers { margin: 0; display: grid; align-content: start; gap: calc(var(--ficha-space) * 2); font-variant-numeric: tabular-nums; }
.dashboard-numbers dt { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); }
.dashboard-numbers dd { margin: 0; font-weight: 600; }
@media (max-width: 1100px) { .dashboard-grid { grid-template-columns: minmax(0, 1fr); } }
`

interface Series {
  label: string
  values: number[]
  /** A token's name: the line takes the theme's colour. */
  color: string
  /** money: centavos, drawn in reais; count: as is. */
  kind: 'money' | 'count'
  /** The number beside the chart: the 30 days' sum, or the last day's value (a balance). */
  total: 'sum' | 'last'
}

const token = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback

const PLOT_HEIGHT = 190

/** One chart of the last 30 days (uPlot on a canvas) with its numbers beside it. */
function Chart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const t = useT()
  // Days and numbers as the operator's language writes them (28/11, 1.234 in Portuguese).
  const day = useFormatDay()
  const dayMonth = useFormatDay(false)
  const count = useFormatCount()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const text = token('--ficha-text-muted', '#888')
    const grid = token('--ficha-border', '#ccc')
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: PLOT_HEIGHT,
        series: [
          {
            label: t('console.reports.column.day'),
            value: (_: uPlot, value: number | null) =>
              value === null ? '—' : day(new Date(value * 1000).toISOString()),
          },
          ...series.map((line) => ({
            label: line.label,
            stroke: token(line.color, '#3b82f6'),
            width: 2,
            value: (_: uPlot, value: number | null) =>
              value === null
                ? '—'
                : line.kind === 'money'
                  ? formatBRL(Math.round(value * 100))
                  : count(value),
          })),
        ],
        axes: [
          {
            ...axis,
            values: (_: uPlot, ticks: number[]) =>
              ticks.map((tick) => dayMonth(new Date(tick * 1000).toISOString())),
          },
          {
            ...axis,
            size: 64,
            values: (_: uPlot, ticks: number[]) => ticks.map(count),
          },
        ],
        scales: { x: { time: true } },
      },
      [
        days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000),
        ...series.map((line) => line.values.map((value) => (line.kind === 'money' ? value / 100 : value))),
      ],
      element,
    )
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: PLOT_HEIGHT }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [days, series, t, day, dayMonth, count])
  return (
    <figure className="dashboard-card" data-chart={title}>
      <figcaption>{title}</figcaption>
      <div
        className="dashboard-plot"
        ref={box}
        role="img"
        aria-label={t('console.dashboard.chart', { title })}
      />
      <dl className="dashboard-numbers">
        {series.map((line) => {
          const value =
            line.total === 'sum'
              ? line.values.reduce((sum, item) => sum + item, 0)
              : (line.values.at(-1) ?? 0)
          return (
            <Fact
              key={line.label}
              label={
                <>
                  {line.label} ·{' '}
                  {t(line.total === 'sum' ? 'console.dashboard.total' : 'console.dashboard.latest')}
                </>
              }
            >
              {line.kind === 'money' ? formatBRL(value) : count(value)}
            </Fact>
          )
        })}
      </dl>
    </figure>
  )
}

const columnOf = (table: ReportTable, key: string): number[] => {
  const index = table.columns.findIndex((column) => column.key === key)
  return table.rows.map((row) => Number(row[index] ?? 0))
}

const hasColumn = (table: ReportTable, key: string): boolean =>
  table.columns.some((column) => column.key === key)

/** The last 30 São Paulo days as charts: revenue, play, liability and players, with their numbers. */
export default function DashboardPage() {
  useStyles(dashboardCss)
  const t = useT()
  const day = useFormatDay()
  const [data, setData] = useState<{ money: ReportTable; players: ReportTable } | null>(null)
  const [failed, setFailed] = useState(false)
  const from = spDay(29)
  const to = spDay(0)

  const load = useCallback(async () => {
    setFailed(false)
    try {
      const [money, players] = await Promise.all([
        api.post('admin/report_summary', { from, to, groupBy: 'day' }, { silent: true }),
        api.post('admin/report_players', { from, to, groupBy: 'day' }, { silent: true }),
      ])
      setData({ money, players })
    } catch {
      setFailed(true)
    }
  }, [from, to])

  useEffect(() => {
    void load()
  }, [load])

  if (failed) return <ErrorState onRetry={load} />
  if (!data) return <SkeletonList rows={4} />
  const days = data.money.rows.map((row) => String(row[0]))
  // The players report lists only days with someone in them: align it on the money's days.
  const playerDays = new Map(data.players.rows.map((row, index) => [String(row[0]), index]))
  const playersOn = (key: string) => {
    const values = columnOf(data.players, key)
    return days.map((day) => {
      const index = playerDays.get(day)
      return index === undefined ? 0 : (values[index] ?? 0)
    })
  }
  const label = (key: string) => t(`console.reports.column.${key}`)
  /** A line: a report column, its colour token, how it reads and which number stands beside the chart. */
  const line = (
    values: number[],
    key: string,
    color: string,
    kind: Series['kind'] = 'money',
    total: Series['total'] = 'sum',
  ): Series => ({ label: label(key), values, color, kind, total })
  const money = (key: string, color: string, total?: Series['total']) =>
    line(columnOf(data.money, key), key, color, 'money', total)
  const people = (key: string, color: string) => line(playersOn(key), key, color, 'count')
  const charts: { title: string; series: Series[] }[] = [
    {
      title: 'revenue',
      series: [
        money('ggr', '--ficha-accent'),
        money('ngr', '--ficha-profit'),
        // The brazil profile's summary carries the GGR tax and NGR after it.
        ...(hasColumn(data.money, 'ggr_tax')
          ? [money('ggr_tax', '--ficha-danger'), money('ngr_after_tax', '--ficha-loss')]
          : []),
      ],
    },
    { title: 'play', series: [money('stakes', '--ficha-accent'), money('wins', '--ficha-loss')] },
    { title: 'liability', series: [money('liability', '--ficha-danger', 'last')] },
    {
      title: 'players',
      series: [people('new_players', '--ficha-accent'), people('depositing_players', '--ficha-profit')],
    },
  ]
  return (
    <section className="console-page">
      <PendingQueues />
      <h2 className="dashboard-heading">{t('console.dashboard.heading')}</h2>
      <p className="dashboard-range">{t('console.dashboard.range', { from: day(from), to: day(to) })}</p>
      <div className="dashboard-grid">
        {charts.map((chart) => (
          <Chart
            key={chart.title}
            title={t(`console.dashboard.${chart.title}`)}
            days={days}
            series={chart.series}
          />
        ))}
      </div>
    </section>
  )
}
