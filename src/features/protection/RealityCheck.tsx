import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { PlayProtection } from '../../contract/protection'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { useStyles } from '../../ui/styles'
import { protectionCss } from './protection.styles'
import { nextCheckAt, realityFacts, sessionEndsAt } from './reality-check'

export interface RealityCheckOptions {
  /** game/info's protection; null until it is known (no check meanwhile). */
  protection: PlayProtection | null
  /** False while the check must not interrupt (the player's own bet is in flight): it waits for the next pause. */
  mayAsk: boolean
  /** Play ends with a message: the session time limit passed, or the player stopped. */
  onEnd: (message: string) => void
  /** Stop playing: leave the game. */
  onStop: () => void
}

export interface RealityCheck {
  /** True while the check waits for the player's answer: no bet is placed meanwhile. */
  asking: boolean
  /** Adds a settled bet's result (win − stake) to the session's net. */
  settled: (net: number) => void
  view: ReactNode
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
 * The reality check of the portal's own games (the crash game), on the rhythm of the game page's
 * (src/features/protection/reality-check.ts, with the same texts): every `realityCheckMinutes` of the login
 * session, the time played and the session's net result, and play waits until the player answers Continue or
 * Stop playing. The session time limit ends play when it passes.
 */
export function useRealityCheck({ protection, mayAsk, onEnd, onStop }: RealityCheckOptions): RealityCheck {
  useStyles(protectionCss)
  const t = useT()
  const [net, setNet] = useState(0)
  const [nextAt, setNextAt] = useState<number | null>(null)
  const [due, setDue] = useState(false)

  useEffect(() => {
    if (!protection) return
    setNet(protection.net)
    setNextAt(nextCheckAt(protection, Date.now()))
  }, [protection])
  useAt(nextAt, () => setDue(true))
  useAt(protection ? sessionEndsAt(protection) : null, () => {
    setDue(false)
    onEnd(t('play.reality.sessionEnded'))
  })

  const asking = due && mayAsk && protection !== null
  const answer = () => {
    setDue(false)
    if (protection) setNextAt(nextCheckAt(protection, Date.now()))
  }
  const facts = asking && protection ? realityFacts(protection, net, Date.now(), t) : null
  const view = facts ? (
    // Escape does not dismiss it: play waits for an answer.
    <Modal title={t('play.reality.title')} onClose={() => undefined}>
      <dl className="ficha-reality__facts">
        <div>
          <dt>{t('play.reality.time')}</dt>
          <dd data-testid="reality-time">{facts.time}</dd>
        </div>
        <div>
          <dt>{t('play.reality.net')}</dt>
          <dd data-testid="reality-net" className={facts.tone ? `ficha-reality__${facts.tone}` : undefined}>
            {facts.net}
          </dd>
        </div>
      </dl>
      <p className="ficha-reality__text">{t('play.reality.text')}</p>
      <div className="ficha-reality__actions">
        <Button
          variant="secondary"
          onClick={() => {
            answer()
            onStop()
            onEnd(t('play.reality.stopped'))
          }}
        >
          {t('play.reality.stop')}
        </Button>
        <Button onClick={answer}>{t('play.reality.continue')}</Button>
      </div>
    </Modal>
  ) : null

  return { asking, settled: (result) => setNet((sum) => sum + result), view }
}
