import type { ReactNode } from 'react'
import type { WinRow } from '../../contract/feed'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { useStyles } from '../../ui/styles'
import { betsTickerCss } from './bets-ticker.styles'
import { TickerHead } from './TickerHead'
import { TickerState } from './TickerState'
import { useTicker } from './use-ticker'
import { type WinFeed, winRowKey } from './win-feed'

export interface BetsTickerProps {
  feed: WinFeed
  /** Rows in the window; the table's height is fixed by it. */
  visibleRows?: number
  /** Hides the 'Latest bets & Race' heading when the host page has its own. */
  hideTitle?: boolean
  /** Under the heading (the element's tabs). */
  head?: ReactNode
}

const profitClass = (profit: number) =>
  profit > 0 ? ' ficha-ticker__profit' : profit < 0 ? ' ficha-ticker__loss' : ''

/** Game image and name, masked player, bet, and profit (what the round paid minus the bet). */
function BetRow({ row, copy }: { row: WinRow; copy?: boolean }) {
  return (
    <tr className="ficha-ticker__row" aria-hidden={copy || undefined}>
      <td className="ficha-ticker__game">
        <img className="ficha-ticker__image" src={row.apigames.image} alt="" decoding="async" />
        <span className="ficha-ticker__cell ficha-ticker__game-name">{row.apigames.name}</span>
      </td>
      <td className="ficha-ticker__cell ficha-ticker__player">{row.username}</td>
      <td className="ficha-ticker__cell ficha-ticker__amount">{formatBRL(row.betAmount)}</td>
      <td className={`ficha-ticker__cell ficha-ticker__amount${profitClass(row.profit)}`}>
        {row.profit > 0 ? '+' : ''}
        {formatBRL(row.profit)}
      </td>
    </tr>
  )
}

/**
 * The 'Latest bets & Race' table: game, player, bet, profit. The body slides up under the header by
 * itself (see useTicker); the rows come from the `feed` prop, so the portal can poll and a widget stream.
 */
export function BetsTicker({ feed, visibleRows = 5, hideTitle = false, head }: BetsTickerProps) {
  useStyles(betsTickerCss)
  const t = useT()
  const { shown, moving, viewport, track } = useTicker<WinRow, HTMLTableElement>(feed.rows, visibleRows)
  const title = t('bets.title')
  const hasRows = shown.length > 0
  return (
    <section className="ficha-ticker" aria-label={title}>
      {hideTitle ? null : <h2 className="ficha-ticker__title">{title}</h2>}
      {head}
      <table className="ficha-ticker__table" data-rows={hasRows || undefined} {...viewport}>
        <TickerHead labels={[t('bets.game'), t('bets.player'), t('bets.bet'), t('bets.profit')]} />
        {hasRows ? (
          <tbody className="ficha-ticker__track" {...track}>
            {shown.map((row) => (
              <BetRow key={winRowKey(row)} row={row} />
            ))}
            {moving ? shown.map((row) => <BetRow key={`copy:${winRowKey(row)}`} row={row} copy />) : null}
          </tbody>
        ) : null}
      </table>
      {hasRows ? null : (
        <TickerState feed={feed} visibleRows={visibleRows} cells={4} emptyText={t('bets.empty')} />
      )}
    </section>
  )
}
