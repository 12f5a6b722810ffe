import type { CrashPublicBet, CrashRound } from '../../contract/crash'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { formatMultiplier } from './curve-canvas'

export interface LiveBetsProps {
  round: CrashRound | null
  bets: readonly CrashPublicBet[]
  /** The player's own bets' ids: their rows are marked. */
  mine: ReadonlySet<number>
}

/** Largest stakes first; among equals, the earlier bet. */
const byStake = (a: CrashPublicBet, b: CrashPublicBet) => b.bet - a.bet || a.id - b.id

/**
 * Everyone's bets of the round, live from the stream: the player (masked, as the live feed names players),
 * the stake, the multiplier cashed out at and the win. A bet still in the air when the round crashes is lost.
 */
export function LiveBets({ round, bets, mine }: LiveBetsProps) {
  const t = useT()
  const crashed = round?.phase === 'crashed'
  const total = bets.reduce((sum, bet) => sum + bet.bet, 0)
  const rows = [...bets].sort(byStake)
  return (
    <section className="ficha-crash-bets" aria-labelledby="ficha-crash-bets-title" data-testid="crash-bets">
      <div className="ficha-crash-bets__head">
        <h2 id="ficha-crash-bets-title" className="ficha-crash-bets__title">
          {t('crash.bets')}
        </h2>
        <p className="ficha-crash-bets__sum">
          {t('crash.betsSum', { count: bets.length, amount: formatBRL(total) })}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="ficha-crash-bets__empty">{t('crash.noBets')}</p>
      ) : (
        <table className="ficha-crash-bets__table">
          <thead>
            <tr>
              <th scope="col">{t('crash.player')}</th>
              <th scope="col">{t('crash.stake')}</th>
              <th scope="col">{t('crash.at')}</th>
              <th scope="col">{t('crash.win')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((bet) => (
              <tr
                key={bet.id}
                data-cashed={bet.cashedOutAt !== null || undefined}
                data-lost={(crashed && bet.cashedOutAt === null) || undefined}
                aria-current={mine.has(bet.id) || undefined}
              >
                <td>{bet.username}</td>
                <td>{formatBRL(bet.bet)}</td>
                <td>{bet.cashedOutAt !== null ? formatMultiplier(bet.cashedOutAt) : '–'}</td>
                <td>{bet.cashedOutAt !== null ? formatBRL(bet.win) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
