/** @jsxImportSource preact */
import type { JSX } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import type { PlayedRound } from '../src/contract/game'
import type { PlayProtection } from '../src/contract/protection'
import { nextCheckAt, realityFacts, sessionEndsAt } from '../src/features/protection/reality-check'
import type { Translate } from '../src/i18n/translator'
import { leaveFrame } from './portal-frame'
import './reality-check.css'

interface RealityCheckOptions {
  protection: PlayProtection
  t: Translate
  /** Play ends on this page with a message: the session time limit passed, or the player stopped. */
  onEnd: (message: string) => void
}

export interface RealityCheck {
  /** True while the check waits for the player's answer: spins and autoplay wait with it. */
  asking: boolean
  /** Adds a settled round to the session's net result. */
  played: (round: PlayedRound) => void
  /** The check itself, rendered by the game. */
  view: JSX.Element | null
}

/** Runs `run` at the epoch time `at` (at once when it has passed); again whenever `at` changes. */
function useAt(at: number | null, run: () => void) {
  const latest = useRef(run)
  latest.current = run
  useEffect(() => {
    if (at === null) return
    const timer = setTimeout(() => latest.current(), Math.max(0, at - Date.now()))
    return () => clearTimeout(timer)
  }, [at])
}

/**
 * The reality check: every `realityCheckMinutes` of the session, the time played and the net
 * result (the server's net at load plus the rounds seen since), and play waits until the player answers
 * Continue or Stop playing. The session time limit ends play when it passes.
 */
export function useRealityCheck({ protection, t, onEnd }: RealityCheckOptions): RealityCheck {
  const [net, setNet] = useState(protection.net)
  const [nextAt, setNextAt] = useState(() => nextCheckAt(protection, Date.now()))
  const [asking, setAsking] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)

  useAt(nextAt, () => setAsking(true))
  useAt(sessionEndsAt(protection), () => {
    setAsking(false)
    onEnd(t('play.reality.sessionEnded'))
  })

  useEffect(() => {
    const element = dialog.current
    if (asking && element && !element.open) element.showModal()
  }, [asking])

  const answer = () => {
    dialog.current?.close()
    setAsking(false)
    setNextAt(nextCheckAt(protection, Date.now()))
  }
  const stop = () => {
    answer()
    leaveFrame()
    onEnd(t('play.reality.stopped'))
  }

  const facts = realityFacts(protection, net, Date.now(), t)
  const view = asking ? (
    <dialog
      ref={dialog}
      class="reality"
      aria-labelledby="reality-title"
      // Escape must not dismiss it: play waits for an answer.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="reality-title" class="reality__title">
        {t('play.reality.title')}
      </h2>
      <dl class="reality__facts">
        <div>
          <dt>{t('play.reality.time')}</dt>
          <dd data-testid="reality-time">{facts.time}</dd>
        </div>
        <div>
          <dt>{t('play.reality.net')}</dt>
          <dd data-testid="reality-net" class={facts.tone ? `reality__${facts.tone}` : undefined}>
            {facts.net}
          </dd>
        </div>
      </dl>
      <p class="reality__text">{t('play.reality.text')}</p>
      <div class="reality__actions">
        <button type="button" class="button button--secondary" onClick={stop}>
          {t('play.reality.stop')}
        </button>
        <button type="button" class="button button--primary" onClick={answer}>
          {t('play.reality.continue')}
        </button>
      </div>
    </dialog>
  ) : null

  return { asking, played: (round) => setNet((sum) => sum + round.profit), view }
}
