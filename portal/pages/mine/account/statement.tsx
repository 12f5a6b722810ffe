import { useStore } from '@nanostores/react'
import { useBrandName } from '@portal/app/brand'
import { API_BASE, api, feedback } from '@portal/app/services'
import { downloadFile } from '@src/api/download'
import { REWARDS_TIMEZONE } from '@src/contract/rewards-values'
import type { Statement, StatementDay, StatementTotals } from '@src/contract/statement'
import { STATEMENT_DEFAULT_DAYS, STATEMENT_KINDS, STATEMENT_MAX_DAYS } from '@src/contract/statement-values'
import { $player } from '@src/features/auth/session'
import { LOCALES, useFormatDay } from '@src/features/content/format-date'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { FormError } from '@src/features/money/FormError'
import { moneyCss } from '@src/features/money/money.styles'
import { $lang } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { formatBRL, formatSignedBRL } from '@src/money'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { formatPhone } from '@src/validation/phone'
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react'

const css = `
.ficha-statement__dates { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 3); }
.ficha-statement__dates label { display: flex; flex-direction: column; gap: var(--ficha-space); font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-statement__dates input {
  min-height: var(--ficha-tap);
  min-width: 0;
  padding: 0 calc(var(--ficha-space) * 2);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  color: var(--ficha-text);
  font: inherit;
  font-variant-numeric: tabular-nums;
}
.ficha-statement__actions { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 2); }
.ficha-statement__days { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); margin: 0; padding: 0; list-style: none; }
.ficha-statement__toggle {
  min-height: var(--ficha-tap);
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--ficha-accent);
  font: 600 var(--ficha-font-size-sm)/1.2 var(--ficha-font);
  text-align: left;
  cursor: pointer;
}
.ficha-statement__toggle[aria-expanded='true'] { color: var(--ficha-text-muted); }
.ficha-statement__details[data-open='false'] { display: none; }
.ficha-statement__details { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); }
.ficha-statement__details h3 { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); font-weight: 600; }
.ficha-statement__lines { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); margin: 0; padding: 0; list-style: none; }
.ficha-statement__line { display: flex; flex-direction: column; gap: var(--ficha-space); padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); }
.ficha-statement__line-head { display: flex; justify-content: space-between; gap: calc(var(--ficha-space) * 2); font-weight: 600; }
.ficha-statement__line-head > :last-child { font-variant-numeric: tabular-nums; white-space: nowrap; }
.ficha-statement__meta { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); font-variant-numeric: tabular-nums; }
.ficha-statement__in { color: var(--ficha-profit); }
.ficha-statement__out { color: var(--ficha-loss); }
.ficha-statement__print-head { display: none; }
@media print {
  html, body { background: none; color-scheme: light; }
  body * { visibility: hidden; }
  /* Dark ink on the paper, whatever the theme's colours (some rules are more specific than this one). */
  .ficha-statement, .ficha-statement * { visibility: visible; color: CanvasText !important; background: none !important; }
  .ficha-bar { display: none; }
  .ficha-page { padding: 0; min-height: 0; }
  .ficha-statement__print-head { display: block; margin-bottom: 12pt; }
  .ficha-statement__print-head h1 { margin: 0 0 4pt; font-size: 16pt; }
  .ficha-statement__print-head p { margin: 0; }
  .ficha-statement__brand { font-weight: 700; font-size: 18pt; }
  .ficha-statement__range, .ficha-statement__actions, .ficha-statement__toggle, .ficha-statement__note,
  .ficha-statement__screen-title { display: none; }
  .ficha-statement__details[data-open='false'] { display: flex; }
  .ficha-statement .ficha-row-card, .ficha-statement .ficha-money-card, .ficha-statement__line { border: 1px solid CanvasText; break-inside: avoid; }
}
`

const DAY_MS = 86_400_000
const PRESETS = [7, STATEMENT_DEFAULT_DAYS, STATEMENT_MAX_DAYS] as const

/** Today in São Paulo, the server's calendar for the statement's days ('en-CA' writes YYYY-MM-DD). */
const spToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REWARDS_TIMEZONE }).format(new Date())
const dayTime = (day: string): number => Date.parse(`${day}T00:00:00Z`)
const shiftDay = (day: string, days: number): string =>
  new Date(dayTime(day) + days * DAY_MS).toISOString().slice(0, 10)

interface Range {
  from: string
  to: string
}

/** The range the server would take, checked here first so that the form says what is wrong without a call. */
const rangeFits = ({ from, to }: Range, today: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(from) &&
  /^\d{4}-\d{2}-\d{2}$/.test(to) &&
  from <= to &&
  to <= today &&
  (dayTime(to) - dayTime(from)) / DAY_MS < STATEMENT_MAX_DAYS

/** Times of the day in São Paulo, as the statement's days are São Paulo days. */
function useSpTime(): (iso: string) => string {
  const lang = useStore($lang)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[lang], { timeStyle: 'short', timeZone: REWARDS_TIMEZONE })
    return (iso: string) => format.format(new Date(iso))
  }, [lang])
}

const tone = (amount: number) =>
  amount > 0 ? 'ficha-statement__in' : amount < 0 ? 'ficha-statement__out' : undefined

/** Signed totals by kind (`all`: the zero ones too); `named` gives each value its test id, statement-<kind>. */
function Totals({
  totals,
  all = false,
  named = true,
}: {
  totals: StatementTotals
  all?: boolean
  named?: boolean
}) {
  const t = useT()
  return (
    <>
      {STATEMENT_KINDS.filter((kind) => all || totals[kind] !== 0).map((kind) => (
        <Fact
          key={kind}
          label={t(`statement.kind.${kind}`)}
          valueClassName={tone(totals[kind])}
          valueTestId={named ? `statement-${kind}` : undefined}
        >
          {formatSignedBRL(totals[kind])}
        </Fact>
      ))}
    </>
  )
}

function DayCard({ day }: { day: StatementDay }) {
  const t = useT()
  const formatDay = useFormatDay()
  const time = useSpTime()
  const [open, setOpen] = useState(false)
  const details = useId()
  return (
    <li className="ficha-row-card" data-testid="statement-day">
      <div className="ficha-row-card__head">
        <span>{formatDay(day.day)}</span>
        <span className="ficha-row-card__amount">{formatBRL(day.closing)}</span>
      </div>
      <dl className="ficha-summary">
        <Fact label={t('statement.opening')}>{formatBRL(day.opening)}</Fact>
        <Totals totals={day.totals} />
        <Fact label={t('statement.closing')}>{formatBRL(day.closing)}</Fact>
      </dl>
      <button
        type="button"
        className="ficha-statement__toggle"
        aria-expanded={open}
        aria-controls={details}
        onClick={() => setOpen(!open)}
      >
        {t('statement.details')}
      </button>
      {/* Rendered closed too: the print view shows every day's details. */}
      <div id={details} className="ficha-statement__details" data-open={open}>
        {day.sessions.length > 0 ? (
          <>
            <h3>{t('statement.sessions')}</h3>
            <ul className="ficha-statement__lines">
              {day.sessions.map((session) => (
                <li key={session.id} className="ficha-statement__line" data-testid="statement-session">
                  <div className="ficha-statement__line-head">
                    <span>{session.game}</span>
                    <span className={tone(session.net)}>{formatSignedBRL(session.net)}</span>
                  </div>
                  <span className="ficha-statement__meta">
                    {t('statement.sessionTime', { from: time(session.firstAt), to: time(session.lastAt) })} ·{' '}
                    {t('statement.rounds', { count: session.rounds })}
                  </span>
                  <dl className="ficha-summary">
                    <Totals totals={session.totals} named={false} />
                  </dl>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {day.movements.length > 0 ? (
          <>
            <h3>{t('statement.movements')}</h3>
            <ul className="ficha-statement__lines">
              {day.movements.map((movement) => (
                <li key={`${movement.id}:${movement.kind}`} className="ficha-statement__line">
                  <div className="ficha-statement__line-head">
                    <span>{t(`statement.kind.${movement.kind}`)}</span>
                    <span className={tone(movement.amount)}>{formatSignedBRL(movement.amount)}</span>
                  </div>
                  <span className="ficha-statement__meta">{time(movement.at)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  )
}

/**
 * /pages/mine/account/statement: the player's own money by São Paulo day (index/statement), newest first, each
 * day with its opening and closing balance and totals by kind, opening onto its game sessions and other
 * movements; a range (the last 30 days at first), the same rows as CSV, and a print view (brand, player, period).
 */
export default function StatementPage() {
  useStyles(moneyCss)
  useStyles(css)
  const t = useT()
  const brand = useBrandName()
  const player = useStore($player)
  const formatDay = useFormatDay()
  const today = spToday()
  const [range, setRange] = useState<Range>({
    from: shiftDay(today, -(STATEMENT_DEFAULT_DAYS - 1)),
    to: today,
  })
  const [draft, setDraft] = useState<Range>(range)
  const [rangeError, setRangeError] = useState<string | null>(null)
  const load = useCallback<LoadResource<Statement>>(
    (signal) => api.post('index/statement', range, { silent: true, signal }),
    [range],
  )
  const statement = useResource(load)

  const choose = (next: Range) => {
    setDraft(next)
    if (!rangeFits(next, today)) {
      setRangeError(t('code.1460', { days: STATEMENT_MAX_DAYS }))
      return
    }
    setRangeError(null)
    setRange(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    choose(draft)
  }
  const download = async () => {
    try {
      await downloadFile('index/statement_export', range, 'statement.csv', API_BASE)
      feedback.toast(t('statement.downloaded'))
    } catch (error) {
      feedback.toast(error instanceof Error && error.message ? error.message : t('msg.networkError'))
    }
  }
  const name = player ? player.nickname || formatPhone(player.username) : ''

  return (
    <div className="ficha-money ficha-statement">
      <form
        className="ficha-money-card ficha-statement__range"
        onSubmit={submit}
        aria-label={t('statement.range')}
      >
        <div className="ficha-chips">
          {PRESETS.map((days) => {
            const preset = { from: shiftDay(today, -(days - 1)), to: today }
            return (
              <button
                key={days}
                type="button"
                className="ficha-chip"
                aria-pressed={range.from === preset.from && range.to === preset.to}
                onClick={() => choose(preset)}
              >
                {t('statement.last', { days })}
              </button>
            )
          })}
        </div>
        <div className="ficha-statement__dates">
          {(['from', 'to'] as const).map((end) => (
            <label key={end}>
              {t(`statement.${end}`)}
              <input
                type="date"
                value={draft[end]}
                max={today}
                onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
              />
            </label>
          ))}
        </div>
        <FormError message={rangeError} />
        <Button type="submit" variant="secondary" block>
          {t('statement.show')}
        </Button>
      </form>
      <Loadable resource={statement}>
        {(data) => (
          <>
            <header className="ficha-statement__print-head" data-testid="statement-print">
              <p className="ficha-statement__brand">{brand}</p>
              <h1>{t('title.statement')}</h1>
              {player ? <p>{t('statement.player', { name, id: player.id })}</p> : null}
              <p>{t('statement.period', { from: formatDay(data.from), to: formatDay(data.to) })}</p>
            </header>
            <section className="ficha-money-card" aria-label={t('statement.periodTotals')}>
              <h2 className="ficha-money-card__title ficha-statement__screen-title">
                {t('statement.period', { from: formatDay(data.from), to: formatDay(data.to) })}
              </h2>
              <dl className="ficha-summary">
                <Fact label={t('statement.opening')}>{formatBRL(data.opening)}</Fact>
                <Totals totals={data.totals} all />
                <Fact label={t('statement.closing')} valueClassName="ficha-summary__strong">
                  {formatBRL(data.closing)}
                </Fact>
              </dl>
              <div className="ficha-statement__actions">
                <Button onClick={download}>{t('statement.download')}</Button>
                <Button variant="secondary" onClick={() => window.print()}>
                  {t('statement.print')}
                </Button>
              </div>
              <p className="ficha-money-note ficha-statement__note">{t('statement.note')}</p>
            </section>
            {data.days.length === 0 ? (
              <EmptyState icon="list" title={t('statement.empty')} text={t('statement.emptyText')} />
            ) : (
              <ol className="ficha-statement__days">
                {data.days.map((day) => (
                  <DayCard key={day.day} day={day} />
                ))}
              </ol>
            )}
          </>
        )}
      </Loadable>
    </div>
  )
}
