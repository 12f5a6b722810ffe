/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks'
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import { useCountUp } from './count-up'
import { COUNT_UP_MS } from './wins'

/** The coins of the moment's shower: each falls in its own lane, with its own delay (play.css). */
const COINS = Array.from({ length: 14 }, (_, index) => index)

/** After the amount has counted up, the moment stays this long before it closes by itself. */
const HOLD_MS = 2_500

interface BigWinProps {
  kind: 'big' | 'huge'
  win: number
  bet: number
  /** Reduced motion: the amount is shown at once and nothing moves. */
  still: boolean
  t: Translate
  /** The amount has counted up (or was skipped to): the header may show the new balance now. */
  onCounted: () => void
  onDone: () => void
}

/**
 * The big-win moment (10 stakes or more; a larger one from 25): the amount counting up over the game. A tap
 * skips the count and a second tap closes it; left alone, it closes itself a while after the count.
 */
export function BigWin({ kind, win, bet, still, t, onCounted, onDone }: BigWinProps) {
  const [skipped, setSkipped] = useState(false)
  const shown = useCountUp(win, skipped || still ? 0 : COUNT_UP_MS[kind])
  const counted = shown >= win
  useEffect(() => {
    if (counted) onCounted()
  }, [counted, onCounted])
  // A player who tapped to skip closes it with the next tap; it never vanishes under their finger.
  useEffect(() => {
    if (!counted || skipped) return
    const timer = setTimeout(onDone, HOLD_MS)
    return () => clearTimeout(timer)
  }, [counted, skipped, onDone])
  return (
    <button
      type="button"
      class={`big-win big-win--${kind}`}
      data-still={still || undefined}
      onClick={() => (counted ? onDone() : setSkipped(true))}
    >
      <span class="big-win__title">{t(kind === 'huge' ? 'play.hugeWin' : 'play.bigWin')}</span>
      <strong class="big-win__amount" aria-live="off">
        {formatBRL(shown)}
      </strong>
      <span class="big-win__times">{t('play.times', { value: Math.floor(win / bet) })}</span>
      <span class="big-win__hint">{t('play.tapToContinue')}</span>
      {/* Coins falling over the moment: transform and opacity only, none under reduced motion (CSS). */}
      {COINS.map((coin) => (
        <span key={coin} class="big-win__coin" style={{ '--coin': coin }} aria-hidden="true" />
      ))}
    </button>
  )
}
