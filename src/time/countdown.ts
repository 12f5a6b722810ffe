const pad = (value: number): string => String(value).padStart(2, '0')

/**
 * Remaining time as HH:mm:ss (hours go past 99 when they must). A partial second counts as a whole one,
 * so 00:00:00 shows only when the time is up; negative times show as 00:00:00.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`
}

/**
 * Counts down whole seconds: onTick(seconds) at once, then onTick with each remaining second down to 1,
 * then onDone(). It reads the clock rather than counting ticks, so a throttled background tab still ends
 * on time. Returns a function that stops it without calling onDone.
 */
export function createCountdown(
  seconds: number,
  onTick: (remaining: number) => void,
  onDone: () => void,
): () => void {
  if (seconds <= 0) {
    onDone()
    return () => {}
  }
  const endsAt = Date.now() + seconds * 1000
  let shown = seconds
  onTick(shown)
  const timer = setInterval(() => {
    const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
    if (remaining === 0) {
      clearInterval(timer)
      onDone()
    } else if (remaining !== shown) {
      shown = remaining
      onTick(remaining)
    }
  }, 1000)
  return () => clearInterval(timer)
}
