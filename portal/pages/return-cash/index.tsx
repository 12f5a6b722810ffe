import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { Loadable } from '../../../src/features/loading/Loadable'
import { useResource } from '../../../src/features/loading/use-resource'
import { moneyCss } from '../../../src/features/money/money.styles'
import { tierSpan, useFormatRate } from '../../../src/features/rewards/format'
import { LoginPrompt } from '../../../src/features/rewards/LoginPrompt'
import { loadPromotionPage } from '../../../src/features/rewards/load'
import { Progress } from '../../../src/features/rewards/Progress'
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

const HERE = '/pages/return-cash/index'
const FIRST_DEPOSIT = '/pages/first-storage/index'
const RECHARGE = '/pages/mine/account/recharge'

/** Recharge Cash Back (/pages/return-cash/index), open without login: tiers and limit, then today's use. */
export default function ReturnCash() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  const rate = useFormatRate()
  const loggedIn = useStore($token) !== ''
  const page = useResource(useCallback((signal) => loadPromotionPage(api, loggedIn, signal), [loggedIn]))
  return (
    <Loadable resource={page}>
      {({ promotions, status }) => {
        const { enabled, rules } = promotions.recharge_cashback
        if (!enabled) return <EmptyState icon="percent" title={t('rewards.off')} />
        const { maxBps, minAbove } = tierSpan(rules.tiers)
        return (
          <div className="ficha-rewards">
            <section className="ficha-rewards-hero">
              <h2 className="ficha-rewards-hero__title">
                {t('rewards.cashback.headline', { rate: rate(maxBps) })}
              </h2>
              <p className="ficha-rewards-hero__text">
                {t('rewards.cashback.text', { min: formatBRL(minAbove), limit: rules.dailyLimit })}
              </p>
            </section>
            <section className="ficha-money-card">
              <h3 className="ficha-money-card__title">{t('rewards.rules')}</h3>
              <TierTable tiers={rules.tiers} />
              <WageringNote multiple={rules.wageringMultiple} />
              <p className="ficha-money-note">{t('rewards.timezone')}</p>
            </section>
            <section className="ficha-money-card">
              <h3 className="ficha-money-card__title">{t('rewards.myStatus')}</h3>
              {status ? (
                <>
                  {status.firstDeposit.used ? (
                    <Progress
                      label={t('rewards.cashback.todayLabel')}
                      figures={`${status.cashback.usedToday}/${status.cashback.dailyLimit}`}
                      ratio={status.cashback.usedToday / status.cashback.dailyLimit}
                      note={t('rewards.cashback.today', {
                        used: status.cashback.usedToday,
                        limit: status.cashback.dailyLimit,
                        remaining: status.cashback.remainingToday,
                      })}
                    />
                  ) : (
                    <>
                      <p className="ficha-money-note">{t('rewards.cashback.firstAhead')}</p>
                      <Button variant="secondary" block onClick={() => navigateTo(FIRST_DEPOSIT)}>
                        {t('rewards.cashback.seeFirst')}
                      </Button>
                    </>
                  )}
                  <WageringNote multiple={rules.wageringMultiple} status={status.wagering} />
                  <Button block onClick={() => navigateTo(RECHARGE)}>
                    {t('rewards.topUp')}
                  </Button>
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
