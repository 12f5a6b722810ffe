import { type ReactNode, type TouchEvent, useRef, useState } from 'react'
import { useT } from '../i18n/react'
import { useFeedback } from './feedback-context'
import { Icon } from './icons'
import { pullToRefreshCss } from './pull-to-refresh.styles'
import { useStyles } from './styles'

const TRIGGER_PX = 64
const MAX_PX = 96
/** The finger moves twice as far as the content: the pull feels elastic. */
const RESISTANCE = 0.5

export interface PullToRefreshProps {
  /** Reloads the page's data; a rejection means its error was already shown. */
  onRefresh: () => Promise<unknown>
  children: ReactNode
}

/** Pull down at the top of the page to reload; 'Refresh succeeded' on success. Moves with transforms only. */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  useStyles(pullToRefreshCss)
  const t = useT()
  const { toast } = useFeedback()
  const [pull, setPull] = useState(0)
  const [refreshing, setRefreshing] = useState(false)
  const startY = useRef<number | null>(null)

  const onTouchStart = (event: TouchEvent) => {
    startY.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null
  }
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return
    const distance = (event.touches[0]?.clientY ?? startY.current) - startY.current
    setPull(Math.max(0, Math.min(distance * RESISTANCE, MAX_PX)))
  }
  const onTouchEnd = async () => {
    if (startY.current === null) return
    startY.current = null
    if (pull < TRIGGER_PX) {
      setPull(0)
      return
    }
    setRefreshing(true)
    setPull(TRIGGER_PX)
    try {
      await onRefresh()
      toast(t('msg.refreshSucceeded'))
    } catch {
      // The failed request already told the player what happened.
    } finally {
      setRefreshing(false)
      setPull(0)
    }
  }

  const label = refreshing
    ? t('common.refreshing')
    : t(pull >= TRIGGER_PX ? 'common.releaseToRefresh' : 'common.pullToRefresh')
  const moved = pull > 0 ? { transform: `translateY(${pull}px)` } : undefined
  return (
    <div
      className={`ficha-ptr${startY.current === null ? ' ficha-ptr--settling' : ''}`}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className={`ficha-ptr__indicator${refreshing ? ' ficha-ptr__indicator--refreshing' : ''}`}
        style={{ ...moved, opacity: Math.min(pull / TRIGGER_PX, 1) }}
        aria-live="polite"
      >
        {pull > 0 ? (
          <>
            <Icon name="refresh" size={18} />
            {label}
          </>
        ) : null}
      </div>
      <div style={moved}>{children}</div>
    </div>
  )
}
