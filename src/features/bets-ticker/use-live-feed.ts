import { useEffect, useMemo, useRef, useState } from 'react'
import { usePageVisible } from '../motion/use-motion'
import { createLiveFeed, type LiveFeedOptions, type LiveFeedState } from './live-feed'
import type { WinFeed } from './win-feed'

/**
 * A WinFeed fed live by bet/stream, falling back to polling bet/getWinList (see createLiveFeed). It is
 * connected only while the tab is visible; a new language, count or address opens a new feed.
 */
export function useLiveFeed({ streamUrl, load, lang, count, EventSource }: LiveFeedOptions): WinFeed {
  // The loader may be a new function at each render: the feed calls the latest one.
  const loader = useRef(load)
  loader.current = load
  const feed = useMemo(
    () => createLiveFeed({ streamUrl, load: (rows) => loader.current(rows), lang, count, EventSource }),
    [streamUrl, lang, count, EventSource],
  )
  const [state, setState] = useState<LiveFeedState>({ status: 'loading', rows: [], live: false })
  const visible = usePageVisible()

  useEffect(() => feed.subscribe(setState), [feed])
  useEffect(() => {
    if (!visible) return
    feed.start()
    return () => feed.stop()
  }, [feed, visible])

  return useMemo(
    () => ({ status: state.status, rows: state.rows, error: state.error, retry: feed.retry }),
    [state, feed],
  )
}
