import type { ReactNode } from 'react'
import type { DepositTier } from '../../contract/rewards'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { useStyles } from '../../ui/styles'
import { useFormatRate } from './format'
import { rewardsCss } from './rewards.styles'

/** One column of a tier table: its heading and what a tier shows in it; `rate` marks the reward's column. */
export interface TierColumn<T> {
  head: string
  cell: (tier: T) => ReactNode
  rate?: boolean
}

/** A promotion's tiers, one row each in the given order, under the column headings. */
export function TierRows<T>({
  columns,
  tiers,
  tierKey,
}: {
  columns: readonly TierColumn<T>[]
  tiers: readonly T[]
  tierKey: (tier: T) => number
}) {
  useStyles(rewardsCss)
  return (
    <table className="ficha-tier-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.head} scope="col">
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tierKey(tier)}>
            {columns.map((column) => (
              <td key={column.head} className={column.rate ? 'ficha-tier-table__rate' : undefined}>
                {column.cell(tier)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A deposit promotion's tiers: 'Above R$ 50,00 | 10% | up to R$ 100,00', lowest first. */
export function TierTable({ tiers }: { tiers: readonly DepositTier[] }) {
  const t = useT()
  const rate = useFormatRate()
  const columns: TierColumn<DepositTier>[] = [
    { head: t('rewards.colTopUp'), cell: (tier) => t('rewards.above', { amount: formatBRL(tier.above) }) },
    { head: t('rewards.colRate'), cell: (tier) => rate(tier.rateBps), rate: true },
    { head: t('rewards.colMax'), cell: (tier) => formatBRL(tier.maxBonus) },
  ]
  const sorted = [...tiers].sort((a, b) => a.above - b.above)
  return <TierRows columns={columns} tiers={sorted} tierKey={(tier) => tier.above} />
}
