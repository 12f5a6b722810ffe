/** @jsxImportSource preact */
import { useState } from 'preact/hooks'
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import { AUTOPLAY_SPINS, LOSS_LIMIT_BETS } from './autoplay'

interface AutoplayProps {
  t: Translate
  bet: number
  onStart: (spins: number, lossLimit: number) => void
}

/** Autoplay needs both a number of spins and a loss limit; it also stops on a lost connection or any error. */
export function AutoplayContent({ t, bet, onStart }: AutoplayProps) {
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPINS[0])
  const [limitBets, setLimitBets] = useState<number>(LOSS_LIMIT_BETS[1])
  return (
    <form
      class="auto"
      onSubmit={(event) => {
        event.preventDefault()
        onStart(spins, limitBets * bet)
      }}
    >
      <fieldset>
        <legend>{t('play.autoSpins')}</legend>
        <div class="choices">
          {AUTOPLAY_SPINS.map((count) => (
            <label key={count} class="choice">
              <input type="radio" name="spins" checked={spins === count} onChange={() => setSpins(count)} />
              <span>{count}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('play.lossLimit')}</legend>
        <div class="choices">
          {LOSS_LIMIT_BETS.map((bets) => (
            <label key={bets} class="choice">
              <input
                type="radio"
                name="limit"
                checked={limitBets === bets}
                onChange={() => setLimitBets(bets)}
              />
              <span>{formatBRL(bets * bet)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" class="button button--primary">
        {t('play.autoStart', { count: spins })}
      </button>
    </form>
  )
}
