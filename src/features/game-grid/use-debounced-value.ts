import { useEffect, useState } from 'react'

/** Search waits this long after the last keystroke before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300

/** `value` once it has stopped changing for `delayMs`; typing fast asks the server once, at the end. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
