import { useEffect, useState } from 'react'
import { createTickerClock, type TickerClock, type TickerPhase } from './ticker-clock'

export interface TickerCycle {
  phase: TickerPhase
  /** Counts the scrolls; its parity picks one of two identical keyframes so each scroll restarts. */
  cycle: number
}

const AT_REST: TickerCycle = { phase: 'resting', cycle: 0 }

/**
 * Drives a ticker clock from React: it exists while motion is `enabled`, and runs only while `running`
 * (on screen, tab visible, not held by the player), keeping its place across pauses.
 */
export function useTickerCycle(
  scrollMs: number,
  restMs: number,
  enabled: boolean,
  running: boolean,
): TickerCycle {
  const [state, setState] = useState<TickerCycle>(AT_REST)
  const [clock, setClock] = useState<TickerClock | null>(null)

  useEffect(() => {
    if (!enabled) return
    const created = createTickerClock({
      scrollMs,
      restMs,
      onPhase: (phase) =>
        setState((prev) => ({ phase, cycle: phase === 'scrolling' ? prev.cycle + 1 : prev.cycle })),
    })
    setClock(created)
    return () => {
      created.stop()
      setClock(null)
      setState(AT_REST)
    }
  }, [enabled, scrollMs, restMs])

  useEffect(() => {
    if (running) clock?.resume()
    else clock?.pause()
  }, [clock, running])

  return state
}
