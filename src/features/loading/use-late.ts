import { useEffect, useState } from 'react'
import { ASYNC_PAGE_DELAY_MS } from '../../constants'

/**
 * True once `waiting` has lasted 200 ms (UI.md: skeletons after 200 ms, never a flash). Placeholders show
 * only when this is true, so a fast answer replaces nothing with its data.
 */
export function useLate(waiting: boolean, delayMs = ASYNC_PAGE_DELAY_MS): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setLate(true), delayMs)
    return () => {
      clearTimeout(timer)
      setLate(false)
    }
  }, [waiting, delayMs])
  return waiting && late
}
