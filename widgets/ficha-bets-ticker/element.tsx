import { useEffect, useMemo } from 'react'
import { WINNER_FEED_COUNT } from '../../src/constants'
import { BetsTicker } from '../../src/features/bets-ticker/BetsTicker'
import { useLiveFeed } from '../../src/features/bets-ticker/use-live-feed'
import { WinnerTicker } from '../../src/features/bets-ticker/WinnerTicker'
import { useT } from '../../src/i18n/react'
import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { useElement } from '../core/element-context'
import { emit } from '../core/events'
import { winListLoader } from './win-list'

const TAG = 'ficha-bets-ticker'

export const TICKER_ATTRIBUTES = {
  /** 'bets' (the 'Latest bets & Race' table, the default), 'winners' (the winner ticker) or 'both'. */
  mode: 'string',
  /** How many of the newest rounds to fetch: 1 to 50, 10 by default (spec §9). */
  count: 'number',
  /** Rows in the window; the element's height follows. */
  rows: 'number',
  /** Hides the heading when the page has its own. */
  hideTitle: 'boolean',
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

/** One live feed and its ticker: the newest rounds for the table, the newest wins for the winner ticker. */
function LiveTicker({
  wins,
  count,
  visibleRows,
  hideTitle,
}: {
  wins: boolean
  count: number
  visibleRows?: number
  hideTitle?: boolean
}) {
  const { apiBase, lang, host } = useElement()
  const t = useT()
  const load = useMemo(() => winListLoader(apiBase, lang, t, wins), [apiBase, lang, t, wins])
  // Live over bet/stream, polling bet/getWinList while the stream is unavailable.
  const feed = useLiveFeed({
    streamUrl: `${apiBase}bet/stream${wins ? '?wins=true' : ''}`,
    load,
    lang,
    count,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, in the language of that moment
  useEffect(() => {
    if (feed.status === 'error') emit(host, 'ficha-error', { message: feed.error ?? t('msg.networkError') })
  }, [feed.status, host])

  const Ticker = wins ? WinnerTicker : BetsTicker
  return <Ticker feed={feed} visibleRows={visibleRows} hideTitle={hideTitle} />
}

function BetsTickerElement({ mode, count, rows, hideTitle }: AttributeValues<typeof TICKER_ATTRIBUTES>) {
  const shown = {
    count: clampCount(count),
    visibleRows: rows && rows > 0 ? Math.round(rows) : undefined,
    hideTitle,
  }
  return (
    <>
      {mode !== 'winners' ? <LiveTicker wins={false} {...shown} /> : null}
      {mode === 'winners' || mode === 'both' ? <LiveTicker wins {...shown} /> : null}
    </>
  )
}

/** Defines <ficha-bets-ticker>. */
export const defineBetsTicker = (): void => defineElement(TAG, BetsTickerElement, TICKER_ATTRIBUTES)
