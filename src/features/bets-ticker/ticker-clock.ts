export type TickerPhase = 'scrolling' | 'resting'

export interface TickerClockOptions {
  /** How long one upward scroll lasts. */
  scrollMs: number
  /** How long the list rests at the top before the next scroll; 0 loops without a pause. */
  restMs: number
  /** Called when a phase begins; a new scroll is reported even when it follows a scroll. */
  onPhase: (phase: TickerPhase) => void
}

export interface TickerClock {
  /** Starts the first scroll, or continues a paused phase for the time it had left. */
  resume(): void
  /** Freezes the current phase (off-screen, hidden tab) and remembers how much of it is left. */
  pause(): void
  /** Ends the cycle for good. */
  stop(): void
}

/**
 * The ticker's cycle: scroll up for `scrollMs`, jump back to the top, rest `restMs`, repeat. The timing lives
 * here, apart from the CSS animation that draws it, so that a pause resumes exactly where it stopped and the
 * timing can be tested with fake timers.
 */
export function createTickerClock({ scrollMs, restMs, onPhase }: TickerClockOptions): TickerClock {
  let phase: TickerPhase | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let phaseEndsAt = 0
  let remainingMs = 0
  let stopped = false

  const clear = () => {
    clearTimeout(timer)
    timer = undefined
  }

  const schedule = (ms: number) => {
    clear()
    phaseEndsAt = Date.now() + ms
    timer = setTimeout(advance, ms)
  }

  const enter = (next: TickerPhase) => {
    phase = next
    onPhase(next)
    schedule(next === 'scrolling' ? scrollMs : restMs)
  }

  function advance() {
    enter(phase === 'scrolling' && restMs > 0 ? 'resting' : 'scrolling')
  }

  return {
    resume() {
      if (stopped || timer !== undefined) return
      if (phase === undefined) enter('scrolling')
      else schedule(remainingMs)
    },
    pause() {
      if (timer === undefined) return
      remainingMs = Math.max(0, phaseEndsAt - Date.now())
      clear()
    },
    stop() {
      stopped = true
      clear()
    },
  }
}
