import { useEffect, useState } from 'react'
import { BACK_TO_TOP } from '../constants'
import { useT } from '../i18n/react'
import { backToTopCss } from './back-to-top.styles'
import { Icon } from './icons'
import { useStyles } from './styles'

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Scrolls to the top in the spec's 100 ms (easing out), at once for reduced motion. */
function scrollToTop(target: HTMLElement | Window) {
  const read = () => (target instanceof Window ? target.scrollY : target.scrollTop)
  const from = read()
  if (prefersReducedMotion() || from <= 0) {
    target.scrollTo({ top: 0 })
    return
  }
  const start = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / BACK_TO_TOP.durationMs)
    target.scrollTo({ top: from * (1 - progress) ** 2 })
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/**
 * The back-to-top button of the spec: shown once the page has scrolled past 400 px, 100 px from the
 * bottom and 20 px from the right (plus the safe-area inset); back to the top in 100 ms. Watches the window unless given a scroller.
 */
export function BackToTop({ scroller }: { scroller?: HTMLElement | null }) {
  useStyles(backToTopCss)
  const t = useT()
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const target: HTMLElement | Window = scroller ?? window
    const read = () => (scroller ? scroller.scrollTop : window.scrollY)
    const update = () => setShown(read() > BACK_TO_TOP.scrollTop)
    update()
    target.addEventListener('scroll', update, { passive: true })
    return () => target.removeEventListener('scroll', update)
  }, [scroller])

  if (!shown) return null
  return (
    <button
      type="button"
      className="ficha-back-to-top"
      style={{
        bottom: `calc(${BACK_TO_TOP.bottom}px + env(safe-area-inset-bottom))`,
        right: `calc(${BACK_TO_TOP.right}px + env(safe-area-inset-right))`,
      }}
      aria-label={t('common.backToTop')}
      onClick={() => scrollToTop(scroller ?? window)}
    >
      <Icon name="up" size={22} />
    </button>
  )
}
