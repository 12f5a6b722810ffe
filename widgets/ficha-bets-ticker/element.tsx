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

export const TAG = 'ficha-bets-ticker'

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

export type FichaBetsTickerElement = FichaElement<typeof TICKER_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-bets-ticker': FichaBetsTickerElement
  }
}

const MAX_COUNT = 50

const clampCount = (count: number | undefined) =>
  Math.min(MAX_COUNT, Math.max(1, Math.round(count ?? WINNER_FEED_COUNT)))

function BetsTickerElement({ mode, count, rows, hideTitle }: AttributeValues<typeof TICKER_ATTRIBUTES>) {
  const { apiBase, lang, host } = useElement()
  const t = useT()
  const load = useMemo(() => winListLoader(apiBase, lang, t), [apiBase, lang, t])
  // Live over bet/stream, polling bet/getWinList while the stream is unavailable.
  const feed = useLiveFeed({ streamUrl: `${apiBase}bet/stream`, load, lang, count: clampCount(count) })

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, in the language of that moment
  useEffect(() => {
    if (feed.status === 'error') emit(host, 'ficha-error', { message: feed.error ?? t('msg.networkError') })
  }, [feed.status, host])

  const visibleRows = rows && rows > 0 ? Math.round(rows) : undefined
  return (
    <>
      {mode !== 'winners' ? <BetsTicker feed={feed} visibleRows={visibleRows} hideTitle={hideTitle} /> : null}
      {mode === 'winners' || mode === 'both' ? (
        <WinnerTicker feed={feed} visibleRows={visibleRows} hideTitle={hideTitle} />
      ) : null}
    </>
  )
}

/** Defines <ficha-bets-ticker>. */
export const defineBetsTicker = (): void => defineElement(TAG, BetsTickerElement, TICKER_ATTRIBUTES)
