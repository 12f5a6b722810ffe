import type { DepositTier } from '../../contract/rewards'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { useStyles } from '../../ui/styles'
import { useFormatRate } from './format'
import { rewardsCss } from './rewards.styles'

/** A deposit promotion's tiers: 'Above R$ 50,00 | 10% | up to R$ 100,00', lowest first. */
export function TierTable({ tiers }: { tiers: readonly DepositTier[] }) {
  useStyles(rewardsCss)
  const t = useT()
  const rate = useFormatRate()
  const sorted = [...tiers].sort((a, b) => a.above - b.above)
  return (
    <table className="ficha-tier-table">
      <thead>
        <tr>
          <th scope="col">{t('rewards.colTopUp')}</th>
          <th scope="col">{t('rewards.colRate')}</th>
          <th scope="col">{t('rewards.colMax')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((tier) => (
          <tr key={tier.above}>
            <td>{t('rewards.above', { amount: formatBRL(tier.above) })}</td>
            <td className="ficha-tier-table__rate">{rate(tier.rateBps)}</td>
            <td>{formatBRL(tier.maxBonus)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
