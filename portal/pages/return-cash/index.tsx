import { Progress } from '@src/features/rewards/Progress'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { DepositPromotionPage } from '../../app/DepositPromotionPage'
import { navigateTo } from '../../app/navigation'

/** Recharge Cash Back (/pages/return-cash/index), open without login: tiers and limit, then today's use. */
export default function ReturnCash() {
  const t = useT()
  return (
    <DepositPromotionPage
      promotion="recharge_cashback"
      icon="percent"
      here="/pages/return-cash/index"
      body={(rules) => ({
        headline: (rate) => t('rewards.cashback.headline', { rate }),
        text: (min) => t('rewards.cashback.text', { min, limit: rules.dailyLimit }),
        rulesNote: <p className="ficha-money-note">{t('rewards.timezone')}</p>,
        statusLead: ({ firstDeposit, cashback }) =>
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
              <Button variant="secondary" block onClick={() => navigateTo('/pages/first-storage/index')}>
                {t('rewards.cashback.seeFirst')}
              </Button>
            </>
          ),
      })}
    />
  )
}
