import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import type { BonusStatus } from '../../../src/contract/rewards'
import { Loadable } from '../../../src/features/loading/Loadable'
import { useResource } from '../../../src/features/loading/use-resource'
import { moneyCss } from '../../../src/features/money/money.styles'
import { tierSpan, useFormatRate } from '../../../src/features/rewards/format'
import { LoginPrompt } from '../../../src/features/rewards/LoginPrompt'
import { loadPromotionPage } from '../../../src/features/rewards/load'
import { rewardsCss } from '../../../src/features/rewards/rewards.styles'
import { TierTable } from '../../../src/features/rewards/TierTable'
import { WageringNote } from '../../../src/features/rewards/WageringNote'
import { useT } from '../../../src/i18n/react'
import { formatBRL } from '../../../src/money'
import { $token } from '../../../src/session/store'
import { Button } from '../../../src/ui/Button'
import { EmptyState } from '../../../src/ui/states'
import { useStyles } from '../../../src/ui/styles'
import { loginTarget, navigateTo } from '../../app/navigation'
import { api } from '../../app/services'

const HERE = '/pages/first-storage/index'
const RECHARGE = '/pages/mine/account/recharge'

function FirstDepositStatus({ status }: { status: BonusStatus['firstDeposit'] }) {
  const t = useT()
  if (!status.used) return <p className="ficha-money-note">{t('rewards.first.ahead')}</p>
  return (
    <p className="ficha-money-note">
      {status.bonus > 0
        ? t('rewards.first.earned', { amount: formatBRL(status.bonus) })
        : t('rewards.first.usedNone')}
    </p>
  )
}

/** First deposit (/pages/first-storage/index), open without login: the tiers, then the player's status. */
export default function FirstStorage() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  const rate = useFormatRate()
  const loggedIn = useStore($token) !== ''
  const page = useResource(useCallback((signal) => loadPromotionPage(api, loggedIn, signal), [loggedIn]))
  return (
    <Loadable resource={page}>
      {({ promotions, status }) => {
        const { enabled, rules } = promotions.first_deposit
        if (!enabled) return <EmptyState icon="gift" title={t('rewards.off')} />
        const { maxBps, minAbove } = tierSpan(rules.tiers)
        return (
          <div className="ficha-rewards">
            <section className="ficha-rewards-hero">
              <h2 className="ficha-rewards-hero__title">
                {t('rewards.first.headline', { rate: rate(maxBps) })}
              </h2>
              <p className="ficha-rewards-hero__text">
                {t('rewards.first.text', { min: formatBRL(minAbove) })}
              </p>
            </section>
            <section className="ficha-money-card">
              <h3 className="ficha-money-card__title">{t('rewards.rules')}</h3>
              <TierTable tiers={rules.tiers} />
              <WageringNote multiple={rules.wageringMultiple} />
            </section>
            <section className="ficha-money-card">
              <h3 className="ficha-money-card__title">{t('rewards.myStatus')}</h3>
              {status ? (
                <>
                  <FirstDepositStatus status={status.firstDeposit} />
                  <WageringNote multiple={rules.wageringMultiple} status={status.wagering} />
                  {status.firstDeposit.used ? null : (
                    <Button block onClick={() => navigateTo(RECHARGE)}>
                      {t('rewards.topUp')}
                    </Button>
                  )}
                </>
              ) : (
                <LoginPrompt onLogin={() => navigateTo(loginTarget(HERE))} />
              )}
            </section>
          </div>
        )
      }}
    </Loadable>
  )
}
