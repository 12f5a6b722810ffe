import { API_BASE, api, feedback } from '@portal/app/services'
import { downloadFile } from '@src/api/download'
import type { PartnerFigureRow, PartnerFigures } from '@src/contract/partner-area'
import { SUB_ID_SLOTS } from '@src/contract/partners-values'
import { REWARDS_TIMEZONE } from '@src/contract/rewards-values'
import { useFormatCount } from '@src/features/content/format-date'
import { Loadable } from '@src/features/loading/Loadable'
import { useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { LinkBuilder } from '@src/features/partners/LinkBuilder'
import { useFormatDay, useFormatRate } from '@src/features/rewards/format'
import { rewardsCss } from '@src/features/rewards/rewards.styles'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { useStyles } from '@src/ui/styles'
import { useCallback, useState } from 'react'

const css = `
.ficha-partner__choice { display: flex; flex-wrap: wrap; gap: calc(var(--ficha-space) * 2); }
.ficha-partner__choice button {
  min-height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 3);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  color: var(--ficha-text);
  font: 600 var(--ficha-font-size-sm)/1 var(--ficha-font);
  cursor: pointer;
}
.ficha-partner__choice button[aria-pressed='true'] { background: var(--ficha-accent); color: var(--ficha-on-accent); border-color: transparent; }
.ficha-partner__chart { display: block; width: 100%; height: 160px; }
.ficha-partner__bar { fill: var(--ficha-accent); }
.ficha-partner__bar--negative { fill: var(--ficha-loss); }
.ficha-partner__axis { stroke: var(--ficha-border); stroke-width: 1; }
.ficha-partner__scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
.ficha-partner__table { width: 100%; border-collapse: collapse; font-size: var(--ficha-font-size-sm); font-variant-numeric: tabular-nums; }
.ficha-partner__table th, .ficha-partner__table td { padding: calc(var(--ficha-space) * 2); text-align: right; white-space: nowrap; border-bottom: 1px solid var(--ficha-border); }
.ficha-partner__table th:first-child, .ficha-partner__table td:first-child { position: sticky; left: 0; text-align: left; background: var(--ficha-surface); max-width: 40vw; overflow: hidden; text-overflow: ellipsis; }
.ficha-partner__table thead th { color: var(--ficha-text-muted); font-weight: 600; }
@media (min-width: 768px) { .ficha-partner__chart { height: 220px; } }
`

/** The figures a partner reads, in the order of the table and the CSV. */
const METRICS = [
  'clicks',
  'signups',
  'firstDeposits',
  'qualified',
  'ngr',
  'commission',
] as const satisfies readonly (keyof PartnerFigureRow)[]
type Metric = (typeof METRICS)[number]
const MONEY: readonly Metric[] = ['ngr', 'commission']

const RANGES = [7, 30, 90] as const

/** Today in São Paulo, YYYY-MM-DD, and the day `days` before it. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: REWARDS_TIMEZONE }).format(new Date())
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

function useFigure(): (metric: Metric, value: number) => string {
  const count = useFormatCount()
  return (metric, value) => (MONEY.includes(metric) ? formatBRL(value) : count(value))
}

/** One pressed button among a few: the range, the metric, the sub-id. */
function Choice<T extends string | number>({
  label,
  options,
  value,
  name,
  onChange,
}: {
  label: string
  options: readonly T[]
  value: T
  name: (option: T) => string
  onChange: (option: T) => void
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset.
    <div className="ficha-partner__choice" role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" aria-pressed={option === value} onClick={() => onChange(option)}>
          {name(option)}
        </button>
      ))}
    </div>
  )
}

/**
 * Bars by day, drawn as SVG (no chart library): one bar per day from a zero line, negative NGR below it.
 * Each bar names its day and figure for screen readers and on hover.
 */
function DayBars({ figures, metric }: { figures: PartnerFigures; metric: Metric }) {
  const t = useT()
  const day = useFormatDay()
  const figure = useFigure()
  const values = figures.days.map((row) => row[metric])
  const high = Math.max(0, ...values)
  const low = Math.min(0, ...values)
  const span = high - low || 1
  const width = 100 / values.length
  const zero = (high / span) * 100
  const label = t(`partnerArea.column.${metric}`)
  return (
    <svg
      className="ficha-partner__chart"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      role="img"
      aria-label={t('partnerArea.chart', { metric: label })}
      data-testid="partner-chart"
    >
      {figures.days.map((row) => {
        const value = row[metric]
        const height = (Math.abs(value) / span) * 100
        const index = figures.days.indexOf(row)
        return (
          <rect
            key={row.day}
            className={`ficha-partner__bar${value < 0 ? ' ficha-partner__bar--negative' : ''}`}
            x={index * width + width * 0.15}
            width={width * 0.7}
            y={value < 0 ? zero : zero - height}
            height={Math.max(height, value === 0 ? 0 : 0.5)}
            data-day={row.day}
            data-value={value}
          >
            <title>{`${day(row.day)}: ${figure(metric, value)}`}</title>
          </rect>
        )
      })}
      <line
        className="ficha-partner__axis"
        x1="0"
        x2="100"
        y1={zero}
        y2={zero}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}

function SubIdTable({ figures, slot }: { figures: PartnerFigures; slot: number }) {
  const t = useT()
  const figure = useFigure()
  return (
    <div className="ficha-partner__scroll">
      <table className="ficha-partner__table" data-testid="partner-subids">
        <thead>
          <tr>
            <th scope="col">{t('partnerArea.subSlot', { n: slot })}</th>
            {METRICS.map((metric) => (
              <th key={metric} scope="col">
                {t(`partnerArea.column.${metric}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.subIds.map((row) => (
            <tr key={row.subId} data-sub={row.subId}>
              <th scope="row">{row.subId || t('partnerArea.noSub')}</th>
              {METRICS.map((metric) => (
                <td key={metric} data-metric={metric}>
                  {figure(metric, row[metric])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Figures({ figures, slot }: { figures: PartnerFigures; slot: number }) {
  const t = useT()
  const figure = useFigure()
  const rate = useFormatRate()
  const [metric, setMetric] = useState<Metric>('clicks')
  return (
    <>
      <section className="ficha-money-card">
        <dl className="ficha-summary" data-testid="partner-totals">
          {METRICS.map((key) => (
            <Fact key={key} label={t(`partnerArea.column.${key}`)} valueTestId={`partner-total-${key}`}>
              {figure(key, figures.totals[key])}
            </Fact>
          ))}
        </dl>
        <p className="ficha-money-note">
          {t('partnerArea.terms', { cpa: formatBRL(figures.cpa), rate: rate(figures.rateBps) })}
        </p>
      </section>
      <section className="ficha-money-card">
        <h3 className="ficha-money-card__title">{t('partnerArea.byDay')}</h3>
        <Choice
          label={t('partnerArea.metric')}
          options={METRICS}
          value={metric}
          name={(key) => t(`partnerArea.column.${key}`)}
          onChange={setMetric}
        />
        <DayBars figures={figures} metric={metric} />
      </section>
      <section className="ficha-money-card">
        <h3 className="ficha-money-card__title">{t('partnerArea.bySub')}</h3>
        {figures.subIds.length === 0 ? (
          <p className="ficha-money-note">{t('partnerArea.empty')}</p>
        ) : (
          <SubIdTable figures={figures} slot={slot} />
        )}
      </section>
      <section className="ficha-money-card">
        <h3 className="ficha-money-card__title">{t('partnerLink.title')}</h3>
        <LinkBuilder partner={figures.partnerId} base={`${location.origin}${location.pathname}`} />
      </section>
    </>
  )
}

/**
 * The partner area (/pages/buddy/partner): a partner's clicks, sign-ups, first deposits, qualified players,
 * NGR and commission over the last days, as totals, bars by day and a table by sub-id, with a CSV and the
 * tracked-link builder. Another account reads the server's refusal.
 */
export default function PartnerArea() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  useStyles(css)
  const t = useT()
  const [days, setDays] = useState<number>(30)
  const [slot, setSlot] = useState(1)
  const to = today()
  const range = { from: daysBefore(to, days - 1), to, by: slot }
  const { from } = range
  const figures = useResource(
    useCallback(
      (signal: AbortSignal) => api.post('partner/figures', { from, to, by: slot }, { signal }),
      [from, to, slot],
    ),
  )
  const download = async () => {
    try {
      await downloadFile('partner/figures_export', range, `partner-${from}-${to}.csv`, API_BASE)
      feedback.toast(t('partnerArea.downloaded'))
    } catch (error) {
      feedback.toast(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <div className="ficha-rewards" data-testid="partner-area">
      <section className="ficha-rewards-hero">
        <h2 className="ficha-rewards-hero__title">{t('title.partnerArea')}</h2>
        <p className="ficha-rewards-hero__text">{t('partnerArea.intro')}</p>
      </section>
      <section className="ficha-money-card">
        <Choice
          label={t('partnerArea.period')}
          options={RANGES}
          value={days as (typeof RANGES)[number]}
          name={(option) => t('partnerArea.range', { days: option })}
          onChange={setDays}
        />
        <Choice
          label={t('partnerArea.bySub')}
          options={Array.from({ length: SUB_ID_SLOTS }, (_, index) => index + 1)}
          value={slot}
          name={(option) => t('partnerArea.subSlot', { n: option })}
          onChange={setSlot}
        />
        <Button block onClick={download}>
          {t('partnerArea.download')}
        </Button>
      </section>
      <Loadable resource={figures}>{(data) => <Figures figures={data} slot={slot} />}</Loadable>
    </div>
  )
}
