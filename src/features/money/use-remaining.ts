import { useEffect, useState } from 'react'

const leftUntil = (deadline: number | null): number =>
  deadline === null ? 0 : Math.max(0, deadline - Date.now())

/**
 * Milliseconds left until `deadline` (epoch ms), refreshed every second; 0 once it has passed. Reads the
 * clock on each tick, so a throttled background tab shows the right time when it comes back.
 */
export function useRemaining(deadline: number | null): number {
  const [remaining, setRemaining] = useState(() => leftUntil(deadline))
  useEffect(() => {
    const tick = () => setRemaining(leftUntil(deadline))
    tick()
    if (deadline === null) return
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return remaining
}
