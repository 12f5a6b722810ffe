import { useEffect, useState } from 'preact/hooks'
import { countUpValue } from './wins'

/**
 * A whole-centavo amount counting up from 0 to `target` over `duration` ms (0: shown at once). Key the
 * component by the round, so each round counts from zero; a shorter duration (0) finishes it at once.
 */
export function useCountUp(target: number, duration: number): number {
  const [value, setValue] = useState(duration > 0 ? 0 : target)
  useEffect(() => {
    if (duration <= 0) {
      setValue(target)
      return
    }
    const start = performance.now()
    let frame = requestAnimationFrame(function step(now) {
      const next = countUpValue(target, now - start, duration)
      setValue(next)
      if (next < target) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [target, duration])
  return value
}
