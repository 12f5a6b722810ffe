import { useEffect, useState } from 'preact/hooks'
import type { SpinResult } from '../src/contract/game'
import type { Translate } from '../src/i18n/translator'
import { type AutoplayRun, autoplayEnd } from './autoplay'
import type { Notice } from './use-spin'

/** Autoplay rests this long between spins, so each result can be seen. */
const AUTO_PAUSE_MS = 600

interface AutoplayOptions {
  t: Translate
  balance: number
  bet: number
  /** A spin, a big-win moment or the reality check is on: the next spin waits. */
  paused: boolean
  spin: (bet: number) => Promise<SpinResult | null>
  setNotice: (notice: Notice) => void
}

/** Autoplay: one spin after another until done, stopped, the loss limit or the balance says stop. */
export function useAutoplay({ t, balance, bet, paused, spin, setNotice }: AutoplayOptions) {
  const [auto, setAuto] = useState<AutoplayRun | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: spin reads the current bet
  useEffect(() => {
    if (!auto || paused) return
    const end = autoplayEnd(auto, balance, bet)
    if (end) {
      setAuto(null)
      if (end !== 'done') setNotice({ text: t(`play.autoEnd.${end}`), error: false })
      return
    }
    const timer = setTimeout(() => {
      setAuto((run) => run && { ...run, left: run.left - 1 })
      void spin(bet).then((result) => {
        if (!result) setAuto(null)
      })
    }, AUTO_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [auto, paused, balance, bet, t])

  // Nobody watching, nobody autoplaying.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') setAuto(null)
    }
    document.addEventListener('visibilitychange', onHide)
    return () => document.removeEventListener('visibilitychange', onHide)
  }, [])

  return [auto, setAuto] as const
}
