import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { useMotion } from '../motion/use-motion'
import { useTickerCycle } from './use-ticker-cycle'

export interface TickerOptions {
  /** How many rows the window shows: its height is fixed by it, whatever the data. */
  visibleRows: number
  scrollMs: number
  restMs: number
}

/**
 * The motion of a ticker window, for any markup: put `viewport` on the clipping element and `track` on the
 * element that moves, draw `shown`, and when `moving` draw it a second time, hidden from assistive
 * technology. The track moves up by half its height, so the end of a scroll looks exactly like its start
 * and the jump back is invisible. New rows wait until the list is back at the top, so nothing changes
 * mid-scroll. It stands still when motion is reduced, and pauses off-screen, in a hidden tab, and while the
 * player touches or hovers it to read.
 */
export function useTicker<Row, Viewport extends HTMLElement>(
  rows: readonly Row[],
  { visibleRows, scrollMs, restMs }: TickerOptions,
) {
  const viewportRef = useRef<Viewport>(null)
  const { allowed, running } = useMotion(viewportRef)
  const [held, setHeld] = useState(false)
  const [shown, setShown] = useState(rows)
  const newest = useRef(rows)
  newest.current = rows

  const moving = allowed && shown.length > visibleRows
  const paused = !running || held
  const { phase, cycle } = useTickerCycle(scrollMs, restMs, moving, !paused)

  const backAtTop = phase === 'resting' || restMs === 0 ? cycle : -1
  useEffect(() => {
    if (backAtTop >= 0) setShown(newest.current)
  }, [backAtTop])
  useEffect(() => {
    if (!moving) setShown(rows)
  }, [moving, rows])

  const hold = () => setHeld(true)
  const release = () => setHeld(false)

  return {
    shown,
    moving,
    viewport: {
      ref: viewportRef,
      style: {
        '--ficha-ticker-rows': visibleRows,
        '--ficha-ticker-scroll': `${scrollMs}ms`,
      } as CSSProperties,
      onPointerEnter: hold,
      onPointerLeave: release,
      onPointerDown: hold,
      onPointerUp: (event: { pointerType: string }) => {
        if (event.pointerType !== 'mouse') release()
      },
      onPointerCancel: release,
    },
    track: {
      'data-phase': moving ? phase : 'still',
      'data-cycle': cycle % 2 ? 'odd' : 'even',
      'data-paused': paused || undefined,
    },
  }
}
