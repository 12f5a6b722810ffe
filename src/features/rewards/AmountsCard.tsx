import { formatBRL } from '@src/money'
import type { ReactNode } from 'react'
import { Fact } from '../../ui/Fact'

/** One line of the card: what the amount was for, and the amount in centavos. */
export interface AmountLine {
  key: string | number
  label: ReactNode
  amount: number
}

/**
 * A titled card listing amounts paid (rewards, partner pay), or a note when there is none yet. Drawn with the
 * money and rewards styles, which the page using it loads.
 */
export function AmountsCard({
  title,
  empty,
  lines,
  strong = false,
}: {
  title: string
  /** Said instead of the list when it is empty. */
  empty: string
  lines: AmountLine[]
  /** The amounts in bold, as the player's pages show them. */
  strong?: boolean
}) {
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{title}</h3>
      {lines.length === 0 ? (
        <p className="ficha-money-note">{empty}</p>
      ) : (
        <dl className="ficha-summary">
          {lines.map((line) => (
            <Fact
              key={line.key}
              label={line.label}
              valueClassName={strong ? 'ficha-summary__strong ficha-nowrap' : 'ficha-nowrap'}
            >
              {formatBRL(line.amount)}
            </Fact>
          ))}
        </dl>
      )}
    </section>
  )
}
