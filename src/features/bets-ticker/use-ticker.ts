import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { WINNER_TICKER_INTERVAL_MS, WINNER_TICKER_SCROLL_MS } from '../../constants'
import { useMotion } from '../motion/use-motion'

/**
 * One cycle of a ticker: the upward scroll, then the rest at the top (spec §4: 16 s and 8 s).
 * @internal Tests read it rather than copy the number.
 */
export const TICKER_CYCLE_MS = WINNER_TICKER_SCROLL_MS + WINNER_TICKER_INTERVAL_MS

/**
 * The motion of a ticker window, for any markup: put `viewport` on the clipping element and `track` on the
 * element that moves, draw `shown`, and when `moving` draw it a second time, hidden from assistive
 * technology. The CSS animation (bets-ticker.styles.ts) moves the track up by half its height, so the end
 * of a scroll looks exactly like its start, then rests; the browser keeps its time, so a pause resumes
 * exactly where it stopped. New rows wait for the end of a cycle, back at the top, so nothing changes
 * mid-scroll. It stands still when motion is reduced, and pauses off-screen, in a hidden tab, and while
 * the player touches or hovers it to read.
 */
export function useTicker<Row, Viewport extends HTMLElement>(rows: readonly Row[], visibleRows: number) {
  const viewportRef = useRef<Viewport>(null)
  const { allowed, running } = useMotion(viewportRef)
  const [held, setHeld] = useState(false)
  const [shown, setShown] = useState(rows)
  const newest = useRef(rows)
  newest.current = rows

  const moving = allowed && shown.length > visibleRows
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
      // With motion reduced the window scrolls by hand (bets-ticker.styles.ts): a keyboard must reach it.
      tabIndex: allowed ? undefined : 0,
      style: {
        '--ficha-ticker-rows': visibleRows,
        '--ficha-ticker-cycle': `${TICKER_CYCLE_MS}ms`,
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
      'data-moving': moving || undefined,
      'data-paused': !running || held || undefined,
      /** The end of a cycle: the list is back at the top, where the newest rows come in. */
      onAnimationIteration: () => setShown(newest.current),
    },
  }
}
