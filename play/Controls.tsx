/** @jsxImportSource preact */
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import type { AutoplayRun } from './autoplay'
import { useCountUp } from './count-up'
import { Icon } from './Icon'
import type { WinClass } from './wins'

/** The win meter: a real win counts up from zero (keyed by the round); anything else is shown at once. */
function WinAmount({ amount, duration }: { amount: number; duration: number }) {
  return <>{formatBRL(useCountUp(amount, duration))}</>
}

interface ControlsProps {
  t: Translate
  balance: number
  /** The round shown (0 before the first) and its win, 0 while the reels turn; its class names the meter. */
  roundId: number
  win: number
  kind: WinClass
  celebrated: boolean
  /** How long the win meter counts up. */
  countMs: number
  bet: number
  sizes: readonly number[]
  onBet: (bet: number) => void
  busy: boolean
  auto: AutoplayRun | null
  onStopAuto: () => void
  onAutoplay: () => void
  onSpin: () => void
}

/** Below the reels: balance and win, the bet, autoplay and spin. */
export function Controls(props: ControlsProps) {
  const { t, balance, roundId, win, kind, celebrated, countMs, bet, sizes, busy, auto } = props
  const sizeIndex = Math.max(0, sizes.indexOf(bet))
  const changeBet = (step: number) => {
    const next = sizes[sizeIndex + step]
    if (next !== undefined) props.onBet(next)
  }
  const locked = busy || auto !== null
  return (
    <footer class="controls">
      <div class="meters">
        <div class="meter">
          <span>{t('play.balance')}</span>
          <strong>{formatBRL(balance)}</strong>
        </div>
        <div class="meter">
          <span>{t(kind === 'loss' || kind === 'even' ? 'play.returned' : 'play.win')}</span>
          <strong class={celebrated ? 'meter--win' : undefined} data-testid="win-meter">
            <WinAmount key={roundId} amount={win} duration={countMs} />
          </strong>
        </div>
      </div>
      <fieldset class="bet" aria-label={t('play.bet')}>
        <button
          type="button"
          class="icon-button icon-button--round"
          aria-label={t('play.betDown')}
          disabled={locked || sizeIndex === 0}
          onClick={() => changeBet(-1)}
        >
          <Icon name="minus" />
        </button>
        <div class="meter meter--bet">
          <span>{t('play.bet')}</span>
          <strong aria-live="polite">{formatBRL(bet)}</strong>
        </div>
        <button
          type="button"
          class="icon-button icon-button--round"
          aria-label={t('play.betUp')}
          disabled={locked || sizeIndex >= sizes.length - 1}
          onClick={() => changeBet(1)}
        >
          <Icon name="plus" />
        </button>
      </fieldset>
      <div class="actions">
        {auto ? (
          <button type="button" class="button button--secondary" onClick={props.onStopAuto}>
            {t('play.stop')} · {auto.left}
          </button>
        ) : (
          <button type="button" class="button button--secondary" disabled={busy} onClick={props.onAutoplay}>
            {t('play.auto')}
          </button>
        )}
        <button type="button" class="button button--spin" disabled={locked} onClick={props.onSpin}>
          {busy ? t('play.spinning') : t('play.spin')}
        </button>
      </div>
    </footer>
  )
}
