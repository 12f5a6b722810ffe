import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const readReducedMotion = () => matchMedia(REDUCED_MOTION).matches

const subscribeReducedMotion = (onChange: () => void) => {
  const query = matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the player asked the system for less motion: tickers and carousels then stand still. */
const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribeReducedMotion, readReducedMotion)

const readVisibility = () => document.visibilityState !== 'hidden'

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/** False while the tab is hidden, so that nothing animates (or polls) for nobody. */
export const usePageVisible = (): boolean => useSyncExternalStore(subscribeVisibility, readVisibility)

/** Whether any part of the element is on screen. */
function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver !== 'function') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setInView(last.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return inView
}

export interface Motion {
  /** Motion is wanted at all (not reduced by the player). */
  allowed: boolean
  /** Motion may run now: allowed, on screen and in a visible tab. */
  running: boolean
}

/** The one rule for every ticker and carousel: move only when allowed, on screen and visible. */
export function useMotion(ref: RefObject<Element | null>): Motion {
  const allowed = !usePrefersReducedMotion()
  const visible = usePageVisible()
  const inView = useInView(ref)
  return { allowed, running: allowed && visible && inView }
}
