import { type ReactNode, useEffect, useState } from 'react'
import type { RaceBoard, RaceBoardAnswer } from '../../contract/race'
import { useT } from '../../i18n/react'
import type { Translate } from '../../i18n/translator'
import { formatBRL, formatHundredths } from '../../money'
import { formatCountdown } from '../../time/countdown'
import { useStyles } from '../../ui/styles'
import { betsTickerCss } from './bets-ticker.styles'
import { TickerHead } from './TickerHead'
import { TickerState } from './TickerState'
import type { WinFeed } from './win-feed'

/** The clock, moved every second while shown (a race's time left). */
export function useSecondClock(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** 'Ends in 05:12:09', 'Starts in …', or where the result stands once it ended. */
export const raceTime = (t: Translate, race: RaceBoard, now: number): string =>
  race.state === 'upcoming'
    ? t('race.startsIn', { time: formatCountdown(Date.parse(race.startsAt) - now) })
    : race.state === 'running'
      ? t('race.endsIn', { time: formatCountdown(Date.parse(race.endsAt) - now) })
      : t('race.ended')

export interface RaceTickerProps {
  /** The board: undefined while loading, null for no race. */
  race?: RaceBoardAnswer
  /** The feed's state while no board came (its error, its retry). */
  feed: WinFeed
  /** Rows in the window; the other places scroll. */
  visibleRows?: number
  /** The heading, if any, and what comes under it (the element's tabs). */
  title?: string
  head?: ReactNode
  /** The reader's own place, marked in the board (the race page knows it; a partner's ticker does not). */
  mine?: number | null
}

/** A race's top places (masked player, score, prize) and its time left, in the tickers' window. */
export function RaceTicker({ race, feed, visibleRows = 5, title, head, mine }: RaceTickerProps) {
  useStyles(betsTickerCss)
  const t = useT()
  const now = useSecondClock()
  // Every paid place shows its prize, taken or not yet (the server sends the top 10).
  const places = Array.from(
    { length: Math.max(race?.top.length ?? 0, race?.prizes.length ?? 0) },
    (_, index) =>
      race?.top[index] ?? { place: index + 1, username: '', score: 0, prize: race?.prizes[index] ?? 0 },
  )
  return (
    <section className="ficha-ticker ficha-ticker--race" aria-label={t('race.tab')}>
      {title ? <h2 className="ficha-ticker__title">{title}</h2> : null}
      {head}
      {places.length > 0 ? (
        <table
          className="ficha-ticker__table"
          data-rows
          style={{ '--ficha-ticker-rows': visibleRows } as object}
        >
          <TickerHead labels={[t('race.place'), t('bets.player'), t('race.score'), t('race.prize')]} />
          <tbody>
            {places.map((row) => (
              <tr key={row.place} className="ficha-ticker__row" aria-current={row.place === mine}>
                <td className="ficha-ticker__amount">{row.place}</td>
                <td className="ficha-ticker__cell ficha-ticker__player">{row.username || '–'}</td>
                <td className="ficha-ticker__cell ficha-ticker__amount">
                  {row.username ? formatHundredths(row.score) : ''}
                </td>
                <td className="ficha-ticker__cell ficha-ticker__amount ficha-ticker__profit">
                  {row.prize > 0 ? formatBRL(row.prize) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <TickerState
          feed={race === undefined ? feed : { ...feed, status: 'ready' }}
          visibleRows={visibleRows}
          cells={4}
          emptyText={t(race ? 'race.noScores' : 'race.empty')}
        />
      )}
      {race ? (
        <p className="ficha-ticker__foot">
          {race.name} · {raceTime(t, race, now)}
        </p>
      ) : null}
    </section>
  )
}
