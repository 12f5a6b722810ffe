import { useEffect, useMemo, useRef, useState } from 'react'
import { WINNER_FEED_COUNT, WINNER_TICKER_INTERVAL_MS, WINNER_TICKER_SCROLL_MS } from '../../constants'
import type { WinRow } from '../../contract/feed'
import { usePageVisible } from '../motion/use-motion'
import { createPoller } from './poller'
import type { FeedStatus, WinFeed } from './win-feed'

/** Fetches the newest `count` settled rounds (bet/getWinList); rejects with a translated message. */
export type LoadWinList = (count: number) => Promise<readonly WinRow[]>

export interface WinListOptions {
  count?: number
  /** One ticker cycle by default, so each scroll can start with fresh rows. */
  refreshMs?: number
}

interface FeedState {
  status: FeedStatus
  rows: readonly WinRow[]
  error?: string
}

/**
 * A WinFeed that polls bet/getWinList while the tab is visible. A failed refresh keeps the rows already
 * shown; only a feed with nothing to show turns to the error state.
 */
export function useWinList(
  load: LoadWinList,
  {
    count = WINNER_FEED_COUNT,
    refreshMs = WINNER_TICKER_SCROLL_MS + WINNER_TICKER_INTERVAL_MS,
  }: WinListOptions = {},
): WinFeed {
  const [state, setState] = useState<FeedState>({ status: 'loading', rows: [] })
  const visible = usePageVisible()
  const loader = useRef(load)
  loader.current = load

  const poller = useMemo(
    () =>
      createPoller(
        () =>
          loader.current(count).then(
            (rows) => setState({ status: 'ready', rows }),
            (error: unknown) =>
              setState((prev) =>
                prev.rows.length > 0
                  ? prev
                  : { status: 'error', rows: [], error: error instanceof Error ? error.message : undefined },
              ),
          ),
        refreshMs,
      ),
    [count, refreshMs],
  )

  useEffect(() => {
    if (!visible) return
    poller.start()
    return () => poller.stop()
  }, [poller, visible])

  return useMemo(
    () => ({
      ...state,
      retry: () => {
        setState((prev) => (prev.rows.length > 0 ? prev : { status: 'loading', rows: [] }))
        poller.now()
      },
    }),
    [state, poller],
  )
}
