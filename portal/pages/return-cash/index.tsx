import { Loadable } from '../../../src/features/loading/Loadable'
import { useCompliance } from '../../../src/features/protection/compliance'
import { DepositPromotion, usePromotionPage } from '../../../src/features/rewards/DepositPromotion'
import { Progress } from '../../../src/features/rewards/Progress'
import { useT } from '../../../src/i18n/react'
import { Button } from '../../../src/ui/Button'
import { EmptyState } from '../../../src/ui/states'
import { loginTarget, navigateTo } from '../../app/navigation'
import { api } from '../../app/services'

const HERE = '/pages/return-cash/index'
const FIRST_DEPOSIT = '/pages/first-storage/index'
const RECHARGE = '/pages/mine/account/recharge'

/** Recharge Cash Back (/pages/return-cash/index), open without login: tiers and limit, then today's use. */
export default function ReturnCash() {
  const t = useT()
  const page = usePromotionPage(api)
  const profile = useCompliance(api)
  return (
    <Loadable resource={page}>
      {({ promotions, status }) => {
        const { enabled, rules } = promotions.recharge_cashback
        // Brazil forbids bonuses tied to deposits (issue 18): the page says so instead of the offer.
        if (!enabled || profile === 'brazil')
          return (
            <EmptyState
              icon="percent"
              title={t('rewards.off')}
              text={profile === 'brazil' ? t('protection.brazilPromotionOff') : undefined}
            />
          )
        return (
          <DepositPromotion
            rules={rules}
            headline={(rate) => t('rewards.cashback.headline', { rate })}
            text={(min) => t('rewards.cashback.text', { min, limit: rules.dailyLimit })}
            rulesNote={<p className="ficha-money-note">{t('rewards.timezone')}</p>}
            status={status}
            statusLead={({ firstDeposit, cashback }) =>
              firstDeposit.used ? (
                <Progress
                  label={t('rewards.cashback.todayLabel')}
                  figures={`${cashback.usedToday}/${cashback.dailyLimit}`}
                  ratio={cashback.usedToday / cashback.dailyLimit}
                  note={t('rewards.cashback.today', {
                    used: cashback.usedToday,
                    limit: cashback.dailyLimit,
                    remaining: cashback.remainingToday,
                  })}
                />
              ) : (
                <>
                  <p className="ficha-money-note">{t('rewards.cashback.firstAhead')}</p>
                  <Button variant="secondary" block onClick={() => navigateTo(FIRST_DEPOSIT)}>
                    {t('rewards.cashback.seeFirst')}
                  </Button>
                </>
              )
            }
            onTopUp={() => navigateTo(RECHARGE)}
            onLogin={() => navigateTo(loginTarget(HERE))}
          />
        )
      }}
    </Loadable>
  )
}
