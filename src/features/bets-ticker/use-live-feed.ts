import { useEffect, useMemo, useRef, useState } from 'react'
import type { RaceBoardAnswer } from '../../contract/race'
import { usePageVisible } from '../motion/use-motion'
import { createLiveFeed, type LiveFeedOptions, type LiveFeedState } from './live-feed'
import type { WinFeed } from './win-feed'

/** A WinFeed, and the featured race's board when the feed was asked for it (loadRace). */
export interface LiveWinFeed extends WinFeed {
  /** undefined until it first arrives, null for no race. */
  race?: RaceBoardAnswer
}

/**
 * A WinFeed fed live by bet/stream, falling back to polling bet/getWinList (see createLiveFeed). It is
 * connected only while the tab is visible; a new language, count or address opens a new feed.
 */
export function useLiveFeed({
  streamUrl,
  load,
  loadRace,
  lang,
  count,
  EventSource,
}: LiveFeedOptions): LiveWinFeed {
  // The loaders may be new functions at each render: the feed calls the latest ones.
  const loader = useRef(load)
  loader.current = load
  const raceLoader = useRef(loadRace)
  raceLoader.current = loadRace
  const withRace = loadRace !== undefined
  const feed = useMemo(
    () =>
      createLiveFeed({
        streamUrl,
        load: (rows) => loader.current(rows),
        loadRace: withRace ? () => raceLoader.current?.() ?? Promise.resolve(null) : undefined,
        lang,
        count,
        EventSource,
      }),
    [streamUrl, withRace, lang, count, EventSource],
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
    () => ({
      status: state.status,
      rows: state.rows,
      error: state.error,
      race: state.race,
      retry: feed.retry,
    }),
    [state, feed],
  )
}
