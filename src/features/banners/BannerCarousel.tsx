import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { Banner } from '../../contract/content'
import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'
import { useMotion } from '../motion/use-motion'
import { bannerCarouselCss } from './banner-carousel.styles'

/** How long a banner stays before the next one slides in. */
const BANNER_INTERVAL_MS = 5_000
/** A swipe this far (a share of the width) moves to the neighbour; less springs back. */
const SWIPE_SHARE = 0.18
/** Finger travel before a touch counts as a horizontal swipe rather than a tap or a scroll. */
const DRAG_SLOP_PX = 8

export interface BannerCarouselProps {
  banners: readonly Banner[]
  /** A banner was tapped; only banners with a link are tappable. */
  onOpen: (banner: Banner) => void
  intervalMs?: number
  /** Shown over every banner: the advertising label where the rules ask for one. */
  label?: ReactNode
}

interface Drag {
  pointerId: number
  startX: number
  startY: number
  width: number
  swiping: boolean
}

/**
 * The home carousel: advances by itself, follows the finger on a swipe, and moves with transforms only.
 * It holds still when motion is reduced, off-screen, in a hidden tab and while touched. Arrow keys move it
 * for keyboard players; the banners out of view are inert.
 */
export function BannerCarousel({
  banners,
  onOpen,
  intervalMs = BANNER_INTERVAL_MS,
  label,
}: BannerCarouselProps) {
  useStyles(bannerCarouselCss)
  const t = useT()
  const root = useRef<HTMLElement>(null)
  const { running } = useMotion(root)
  const [index, setIndex] = useState(0)
  const [offset, setOffset] = useState(0)
  const [held, setHeld] = useState(false)
  const drag = useRef<Drag | null>(null)
  const swiped = useRef(false)
  const count = banners.length
  const current = count > 0 ? index % count : 0

  const go = (to: number) => setIndex(((to % count) + count) % count)

  // biome-ignore lint/correctness/useExhaustiveDependencies: each move (swipe or key) restarts the wait
  useEffect(() => {
    if (!running || held || count < 2) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => clearTimeout(timer)
  }, [running, held, count, intervalMs, current])

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    setHeld(true)
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return
    const width = event.currentTarget.getBoundingClientRect().width
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      width,
      swiping: false,
    }
    swiped.current = false
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current
    if (!d || d.pointerId !== event.pointerId) return
    const dx = event.clientX - d.startX
    if (!d.swiping) {
      if (Math.abs(dx) < DRAG_SLOP_PX || Math.abs(dx) < Math.abs(event.clientY - d.startY)) return
      d.swiping = true
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    setOffset(dx)
  }
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') setHeld(false)
    const d = drag.current
    if (!d || d.pointerId !== event.pointerId) return
    drag.current = null
    if (d.swiping) {
      swiped.current = true
      const dx = event.clientX - d.startX
      if (Math.abs(dx) > d.width * SWIPE_SHARE) go(current + (dx < 0 ? 1 : -1))
    }
    setOffset(0)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(current + 1)
    else if (event.key === 'ArrowLeft') go(current - 1)
  }

  const trackStyle = {
    transform: `translate3d(calc(${-current * 100}% + ${offset}px), 0, 0)`,
  } as CSSProperties

  return (
    <section
      ref={root}
      className="ficha-carousel"
      aria-roledescription="carousel"
      aria-label={t('games.banners')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      {label}
      <div className="ficha-carousel__track" data-dragging={offset !== 0 || undefined} style={trackStyle}>
        {banners.map((banner, position) => {
          const away = position !== current
          const label = t('games.bannerN', { n: position + 1, total: count })
          const picture = (
            <img className="ficha-carousel__image" src={banner.image} alt={banner.title} draggable={false} />
          )
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide a group
            <div
              key={banner.id}
              className="ficha-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={label}
              inert={away}
            >
              {banner.link ? (
                <button
                  type="button"
                  className="ficha-carousel__link"
                  onClick={() => {
                    if (!swiped.current) onOpen(banner)
                  }}
                >
                  {picture}
                </button>
              ) : (
                picture
              )}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className="ficha-carousel__dots" aria-hidden="true">
          {banners.map((banner, position) => (
            <span
              key={banner.id}
              className="ficha-carousel__dot"
              data-active={position === current || undefined}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}

/** The carousel's box while the banners load: same size, so nothing below it moves when they arrive. */
export function BannerPlaceholder() {
  useStyles(bannerCarouselCss)
  return <div className="ficha-carousel ficha-carousel--placeholder" aria-hidden="true" />
}
