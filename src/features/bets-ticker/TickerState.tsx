import type { CSSProperties } from 'react'
import { useT } from '../../i18n/react'
import { useLate } from '../loading/use-late'
import type { WinFeed } from './win-feed'

export interface TickerStateProps {
  feed: WinFeed
  visibleRows: number
  /** Placeholder cells per row, drawn like the real row so nothing moves when the data arrives. */
  cells: number
  emptyText: string
}

/**
 * Loading, empty or error, in the same fixed-height window as the rows. Placeholders appear only after
 * 200 ms, so a fast answer never flashes them.
 */
export function TickerState({ feed, visibleRows, cells, emptyText }: TickerStateProps) {
  const t = useT()
  const loading = feed.status === 'loading'
  const late = useLate(loading)

  const style = { '--ficha-ticker-rows': visibleRows } as CSSProperties

  if (loading) {
    return (
      <div className="ficha-ticker__state ficha-ticker__state--loading" style={style} aria-busy="true">
        {late
          ? Array.from({ length: visibleRows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={row} className="ficha-ticker__row" aria-hidden="true">
                <span className="ficha-ticker__bone ficha-ticker__bone--image" />
                {Array.from({ length: cells - 1 }, (_, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <span key={cell} className="ficha-ticker__bone" />
                ))}
              </div>
            ))
          : null}
      </div>
    )
  }
  if (feed.status === 'error') {
    return (
      <div className="ficha-ticker__state" style={style} role="alert">
        <span>{feed.error ?? t('msg.networkError')}</span>
        <button type="button" className="ficha-ticker__retry" onClick={feed.retry}>
          {t('common.retry')}
        </button>
      </div>
    )
  }
  return (
    <div className="ficha-ticker__state" style={style}>
      {emptyText}
    </div>
  )
}
