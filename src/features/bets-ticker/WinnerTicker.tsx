import type { WinRow } from '../../contract/feed'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { useStyles } from '../../ui/styles'
import { betsTickerCss } from './bets-ticker.styles'
import { TickerState } from './TickerState'
import { useTicker } from './use-ticker'
import { type WinFeed, winRowKey } from './win-feed'

export interface WinnerTickerProps {
  feed: WinFeed
  visibleRows?: number
  hideTitle?: boolean
}

function WinnerRow({ row, copy }: { row: WinRow; copy?: boolean }) {
  return (
    <li className="ficha-ticker__row" aria-hidden={copy || undefined}>
      <img className="ficha-ticker__image" src={row.apigames.image} alt="" decoding="async" />
      <span className="ficha-ticker__who">
        <span className="ficha-ticker__cell">{row.username}</span>
        <span className="ficha-ticker__cell ficha-ticker__muted">{row.apigames.name}</span>
      </span>
      <span className="ficha-ticker__win">{formatBRL(row.settledAmount)}</span>
    </li>
  )
}

/**
 * Recent wins (rounds that paid more than their bet): player, game and what the round paid. Scrolls up for
 * 16 s, jumps back to the top, rests 8 s and repeats (spec §4), fed by a feed of wins only (bet/getWinList and bet/stream with wins).
 */
export function WinnerTicker({ feed, visibleRows = 3, hideTitle = false }: WinnerTickerProps) {
  useStyles(betsTickerCss)
  const t = useT()
  const { shown, moving, viewport, track } = useTicker<WinRow, HTMLDivElement>(feed.rows, visibleRows)
  const title = t('bets.winners')
  return (
    <section className="ficha-ticker ficha-ticker--winners" aria-label={title}>
      {hideTitle ? null : <h2 className="ficha-ticker__title">{title}</h2>}
      {shown.length > 0 ? (
        <div className="ficha-ticker__viewport" {...viewport}>
          <ul className="ficha-ticker__track" {...track}>
            {shown.map((row) => (
              <WinnerRow key={winRowKey(row)} row={row} />
            ))}
            {moving ? shown.map((row) => <WinnerRow key={`copy:${winRowKey(row)}`} row={row} copy />) : null}
          </ul>
        </div>
      ) : (
        <TickerState feed={feed} visibleRows={visibleRows} cells={3} emptyText={t('bets.noWins')} />
      )}
    </section>
  )
}
