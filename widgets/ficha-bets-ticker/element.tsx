import { useEffect, useMemo, useState } from 'react'
import { WINNER_FEED_COUNT } from '../../src/constants'
import { BetsTicker } from '../../src/features/bets-ticker/BetsTicker'
import { RaceTicker } from '../../src/features/bets-ticker/RaceTicker'
import { useLiveFeed } from '../../src/features/bets-ticker/use-live-feed'
import { WinnerTicker } from '../../src/features/bets-ticker/WinnerTicker'
import { useT } from '../../src/i18n/react'
import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { useElement } from '../core/element-context'
import { emit } from '../core/events'
import { raceLoader, winListLoader } from './win-list'

const TAG = 'ficha-bets-ticker'

export const TICKER_ATTRIBUTES = {
  /** 'bets' (the 'Latest bets & Race' table, the default), 'winners' (the winner ticker) or 'both'. */
  mode: 'string',
  /** How many of the newest rounds to fetch: 1 to 50, 10 by default (spec §9). */
  count: 'number',
  /** Rows in the window; the element's height follows. */
  rows: 'number',
  /** Hides the heading when the page has its own (the table's tabs stay). */
  hideTitle: 'boolean',
  /** 'race' opens the table on its 'Race' tab (the featured race's top 10) instead of the latest bets. */
  initialTab: 'string',
} as const

type FichaBetsTickerElement = FichaElement<typeof TICKER_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-bets-ticker': FichaBetsTickerElement
  }
}

const MAX_COUNT = 50

const clampCount = (count: number | undefined) =>
  Math.min(MAX_COUNT, Math.max(1, Math.round(count ?? WINNER_FEED_COUNT)))

/**
 * One live feed and its ticker: the newest rounds for the table, the newest wins for the winner ticker.
 * The table has a second tab, the race, fed by the same stream (race=true) and, while it is unavailable,
 * by polling race/board with the rounds.
 */
function LiveTicker({
  wins,
  count,
  visibleRows,
  hideTitle,
  initialTab,
}: {
  wins: boolean
  count: number
  visibleRows?: number
  hideTitle?: boolean
  initialTab?: string
}) {
  const { apiBase, lang, host } = useElement()
  const t = useT()
  const [race, setRace] = useState(initialTab === 'race')
  const load = useMemo(() => winListLoader(apiBase, lang, t, wins), [apiBase, lang, t, wins])
  // Live over bet/stream, polling bet/getWinList (and race/board) while the stream is unavailable.
  const feed = useLiveFeed({
    streamUrl: `${apiBase}bet/stream${wins ? '?wins=true' : ''}`,
    load,
    loadRace: wins ? undefined : raceLoader(apiBase, lang, t),
    lang,
    count,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, in the language of that moment
  useEffect(() => {
    if (feed.status === 'error') emit(host, 'ficha-error', { message: feed.error ?? t('msg.networkError') })
  }, [feed.status, host])

  if (wins) return <WinnerTicker feed={feed} visibleRows={visibleRows} hideTitle={hideTitle} />
  const tab = (label: string, selected: boolean) => (
    <button
      type="button"
      role="tab"
      className="ficha-ticker__tab"
      aria-selected={selected}
      onClick={() => setRace(label === 'race.tab')}
    >
      {t(label)}
    </button>
  )
  const head = (
    <div className="ficha-ticker__tabs" role="tablist" aria-label={t('bets.title')}>
      {tab('bets.latest', !race)}
      {tab('race.tab', race)}
    </div>
  )
  return race ? (
    <RaceTicker race={feed.race} feed={feed} visibleRows={visibleRows} head={head} />
  ) : (
    <BetsTicker feed={feed} visibleRows={visibleRows} hideTitle={hideTitle} head={head} />
  )
}

function BetsTickerElement({
  mode,
  count,
  rows,
  hideTitle,
  initialTab,
}: AttributeValues<typeof TICKER_ATTRIBUTES>) {
  const shown = {
    count: clampCount(count),
    visibleRows: rows && rows > 0 ? Math.round(rows) : undefined,
    hideTitle,
  }
  return (
    <>
      {mode !== 'winners' ? <LiveTicker wins={false} initialTab={initialTab} {...shown} /> : null}
      {mode === 'winners' || mode === 'both' ? <LiveTicker wins {...shown} /> : null}
    </>
  )
}

/** Defines <ficha-bets-ticker>. */
export const defineBetsTicker = (): void => defineElement(TAG, BetsTickerElement, TICKER_ATTRIBUTES)
