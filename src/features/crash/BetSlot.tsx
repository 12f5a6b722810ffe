import { useEffect, useId, useRef, useState } from 'react'
import type { CrashRound } from '../../contract/crash'
import { useT } from '../../i18n/react'
import { formatBRL, formatSignedBRL, parseAmount } from '../../money'
import { Button } from '../../ui/Button'
import { formatMultiplier } from './curve-canvas'
import { parseMultiplier, type SlotStatus } from './use-bet-slot'

/** Stakes the − and + buttons step through (1-2-5 in centavos), within the game's limits. */
const stepsWithin = (min: number, max: number): number[] => {
  const steps: number[] = []
  for (let scale = 1; scale <= max; scale *= 10)
    for (const unit of [1, 2, 5]) {
      const step = unit * scale
      if (step >= min && step <= max) steps.push(step)
    }
  return steps
}

/** The round of the slot's bet, or of its last result. */
const roundOf = (status: SlotStatus): number | undefined =>
  status.kind === 'open' || status.kind === 'cashing'
    ? status.bet.round
    : status.kind === 'idle'
      ? status.result?.round
      : undefined

/** Centavos as the field shows them: '10,00'. */
const amountText = (centavos: number) => formatBRL(centavos).replace(/^R\$\s/, '')

export interface BetSlotProps {
  slot: 1 | 2
  status: SlotStatus
  round: CrashRound | null
  minBet: number
  maxBet: number
  /** False while play waits (the reality check, play ended, the game switched off). */
  mayBet: boolean
  onBet: (input: { amount: number; auto: number | null }) => void
  onCancel: () => void
  onCashOut: () => void
  /** Subscribes to the flight's frames (multiplier in hundredths); returns the unsubscribe. */
  listen: (listener: (hundredths: number) => void) => () => void
}

/**
 * One bet slot: the stake (typed, or stepped 1-2-5), the optional automatic cash-out, and one big button at
 * the bottom of the card (bet, cancel a queued bet, or cash out with the amount it pays, which follows the
 * flight frame by frame without re-rendering the card).
 */
export function BetSlot(props: BetSlotProps) {
  const { slot, status, round, minBet, maxBet, mayBet, listen } = props
  const t = useT()
  const id = useId()
  const steps = stepsWithin(minBet, maxBet)
  const [amount, setAmount] = useState(() => amountText(steps.find((step) => step >= 100) ?? minBet))
  const [autoOn, setAutoOn] = useState(false)
  const [auto, setAuto] = useState('2,00')
  const [error, setError] = useState<string | null>(null)
  const payout = useRef<HTMLSpanElement>(null)
  const typed = parseAmount(amount)
  const locked = status.kind !== 'idle'

  // The cash-out button shows what it pays now: written frame by frame into its text.
  const flying = status.kind === 'open' && round?.round === status.bet.round && round.phase === 'flying'
  const stake = status.kind === 'open' || status.kind === 'cashing' ? status.bet.bet : 0
  useEffect(() => {
    if (!flying) return
    return listen((hundredths) => {
      const text = formatBRL(Math.floor((stake * hundredths) / 100))
      if (payout.current && payout.current.textContent !== text) payout.current.textContent = text
    })
  }, [flying, stake, listen])

  const step = (direction: -1 | 1) => {
    const now = typed ?? minBet
    const next =
      direction > 0 ? steps.find((value) => value > now) : [...steps].reverse().find((value) => value < now)
    if (next !== undefined) {
      setAmount(amountText(next))
      setError(null)
    }
  }

  /** A typed field's change: the new text, and the last error goes (it was about the old one). */
  const edit = (setText: (text: string) => void) => (text: string) => {
    setText(text)
    setError(null)
  }

  const submit = () => {
    if (typed === null || typed < minBet || typed > maxBet) {
      setError(t('crash.amountRange', { min: formatBRL(minBet), max: formatBRL(maxBet) }))
      return
    }
    const target = autoOn ? parseMultiplier(auto) : null
    if (autoOn && target === null) {
      setError(t('crash.autoRange'))
      return
    }
    setError(null)
    props.onBet({ amount: typed, auto: target })
  }

  return (
    <fieldset
      className="ficha-crash-slot"
      data-state={status.kind}
      data-round={roundOf(status)}
      data-testid={`crash-slot-${slot}`}
    >
      <div className="ficha-crash-slot__head">
        <legend className="ficha-crash-slot__title">{t('crash.slot', { slot })}</legend>
        <label className="ficha-crash-slot__switch">
          <input
            type="checkbox"
            checked={autoOn}
            disabled={locked}
            onChange={(event) => setAutoOn(event.currentTarget.checked)}
          />
          {t('crash.auto')}
        </label>
      </div>
      <div className="ficha-crash-slot__row">
        <div className="ficha-crash-slot__amount">
          <button
            type="button"
            className="ficha-crash-slot__step"
            aria-label={t('crash.less')}
            disabled={locked || (typed !== null && typed <= (steps[0] ?? minBet))}
            onClick={() => step(-1)}
          >
            −
          </button>
          <SlotField
            id={`${id}-amount`}
            label={t('crash.amount')}
            value={amount}
            disabled={locked}
            onChange={edit(setAmount)}
          />
          <button
            type="button"
            className="ficha-crash-slot__step"
            aria-label={t('crash.more')}
            disabled={locked || (typed !== null && typed >= (steps[steps.length - 1] ?? maxBet))}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
        {autoOn ? (
          <div className="ficha-crash-slot__auto">
            <SlotField
              id={`${id}-auto`}
              label={t('crash.autoAt')}
              value={auto}
              disabled={locked}
              onChange={edit(setAuto)}
            />
            <span className="ficha-crash-slot__times" aria-hidden="true">
              ×
            </span>
          </div>
        ) : null}
      </div>
      {error ? (
        <p className="ficha-crash-slot__error" role="alert">
          {error}
        </p>
      ) : null}
      <SlotNote status={status} round={round} />
      {status.kind === 'queued' ? (
        <Button variant="secondary" block className="ficha-crash-slot__action" onClick={props.onCancel}>
          {t('crash.cancel')}
          <small>{t('crash.queued')}</small>
        </Button>
      ) : status.kind === 'open' || status.kind === 'cashing' ? (
        <Button
          block
          className="ficha-crash-slot__action ficha-crash-slot__cashout"
          disabled={!flying}
          busy={status.kind === 'cashing'}
          onClick={props.onCashOut}
        >
          {t('crash.cashOut')}
          <small>
            <span ref={payout}>{formatBRL(status.bet.bet)}</span>
          </small>
        </Button>
      ) : (
        <Button
          block
          className="ficha-crash-slot__action"
          disabled={!mayBet}
          busy={status.kind === 'placing'}
          onClick={submit}
        >
          {t('crash.bet')}
          <small>
            {typed !== null ? formatBRL(typed) : null}
            {round && round.phase !== 'betting' ? ` · ${t('crash.nextRound')}` : null}
          </small>
        </Button>
      )}
    </fieldset>
  )
}

interface SlotFieldProps {
  id: string
  /** Read by screen readers only: the card's layout shows what the field is. */
  label: string
  value: string
  disabled: boolean
  onChange: (text: string) => void
}

/** A decimal field of the slot (the stake, the automatic cash-out), its label hidden. */
function SlotField({ id, label, value, disabled, onChange }: SlotFieldProps) {
  return (
    <>
      <label htmlFor={id} className="ficha-crash__hidden">
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  )
}

/** One line over the button: the bet waiting for its flight, or how the last one ended. */
function SlotNote({ status, round }: { status: SlotStatus; round: CrashRound | null }) {
  const t = useT()
  if (status.kind === 'open' || status.kind === 'cashing') {
    const { bet } = status
    const waiting = round?.round !== bet.round || round.phase === 'betting'
    return (
      <p className="ficha-crash-slot__note" aria-live="polite">
        {waiting
          ? t('crash.placed', { amount: formatBRL(bet.bet) })
          : t('crash.inFlight', { amount: formatBRL(bet.bet) })}
        {bet.autoCashout !== null
          ? ` · ${t('crash.autoNote', { multiplier: formatMultiplier(bet.autoCashout) })}`
          : ''}
      </p>
    )
  }
  if (status.kind !== 'idle' || !status.result) return null
  const bet = status.result
  return bet.state === 'cashed' && bet.cashedOutAt !== null ? (
    <p
      className="ficha-crash-slot__note"
      data-result="won"
      aria-live="polite"
      data-testid="crash-slot-result"
    >
      {t('crash.cashedOut', {
        multiplier: formatMultiplier(bet.cashedOutAt),
        amount: formatSignedBRL(bet.win - bet.bet),
      })}
    </p>
  ) : (
    <p
      className="ficha-crash-slot__note"
      data-result="lost"
      aria-live="polite"
      data-testid="crash-slot-result"
    >
      {t('crash.lost', { amount: formatSignedBRL(-bet.bet) })}
    </p>
  )
}
