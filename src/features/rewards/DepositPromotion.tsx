import { useStore } from '@nanostores/react'
import { type ReactNode, useCallback } from 'react'
import type { ApiClient } from '../../api/types'
import type { BonusStatus, DepositTier } from '../../contract/rewards'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { $token } from '../../session/store'
import { Button } from '../../ui/Button'
import { useStyles } from '../../ui/styles'
import { useResource } from '../loading/use-resource'
import { moneyCss } from '../money/money.styles'
import { tierSpan, useFormatRate } from './format'
import { LoginPrompt } from './LoginPrompt'
import { loadPromotionPage } from './load'
import { rewardsCss } from './rewards.styles'
import { TierTable } from './TierTable'
import { WageringNote } from './WageringNote'

/** The page's styles and its data: the promotions and, once logged in, the player's bonus status; reloaded when the player logs in or out. */
export function usePromotionPage(api: ApiClient) {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const loggedIn = useStore($token) !== ''
  return useResource(useCallback((signal) => loadPromotionPage(api, loggedIn, signal), [api, loggedIn]))
}

export interface DepositPromotionProps {
  rules: { tiers: readonly DepositTier[]; wageringMultiple: number }
  /** The headline with the best rate, and the text with the lowest qualifying deposit, both formatted. */
  headline: (rate: string) => string
  text: (min: string) => string
  /** Said under the rules, after the wagering note. */
  rulesNote?: ReactNode
  /** The player's status; null for a visitor, who is offered the login. */
  status: BonusStatus | null
  /** What the status section says before the wagering progress. */
  statusLead: (status: BonusStatus) => ReactNode
  /** Whether to offer the top-up button (it is by default). */
  offerTopUp?: (status: BonusStatus) => boolean
  onTopUp: () => void
  onLogin: () => void
}

/** A deposit promotion page's body (first deposit, cash back): hero, tier table and rules, then the status. */
export function DepositPromotion({
  rules,
  headline,
  text,
  rulesNote,
  status,
  statusLead,
  offerTopUp = () => true,
  onTopUp,
  onLogin,
}: DepositPromotionProps) {
  const t = useT()
  const rate = useFormatRate()
  const { maxBps, minAbove } = tierSpan(rules.tiers)
  return (
    <div className="ficha-rewards">
      <section className="ficha-rewards-hero">
        <h2 className="ficha-rewards-hero__title">{headline(rate(maxBps))}</h2>
        <p className="ficha-rewards-hero__text">{text(formatBRL(minAbove))}</p>
      </section>
      <section className="ficha-money-card">
        <h3 className="ficha-money-card__title">{t('rewards.rules')}</h3>
        <TierTable tiers={rules.tiers} />
        <WageringNote multiple={rules.wageringMultiple} />
        {rulesNote}
      </section>
      <section className="ficha-money-card">
        <h3 className="ficha-money-card__title">{t('rewards.myStatus')}</h3>
        {status ? (
          <>
            {statusLead(status)}
            <WageringNote multiple={rules.wageringMultiple} status={status.wagering} />
            {offerTopUp(status) ? (
              <Button block onClick={onTopUp}>
                {t('rewards.topUp')}
              </Button>
            ) : null}
          </>
        ) : (
          <LoginPrompt onLogin={onLogin} />
        )}
      </section>
    </div>
  )
}
