import type { BonusStatus } from '../../../src/contract/rewards'
import { Loadable } from '../../../src/features/loading/Loadable'
import { useCompliance } from '../../../src/features/protection/compliance'
import { DepositPromotion, usePromotionPage } from '../../../src/features/rewards/DepositPromotion'
import { useT } from '../../../src/i18n/react'
import { formatBRL } from '../../../src/money'
import { EmptyState } from '../../../src/ui/states'
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
  const t = useT()
  const page = usePromotionPage(api)
  const profile = useCompliance(api)
  return (
    <Loadable resource={page}>
      {({ promotions, status }) => {
        const { enabled, rules } = promotions.first_deposit
        // Brazil forbids bonuses tied to deposits (issue 18): the page says so instead of the offer.
        if (!enabled || profile === 'brazil')
          return (
            <EmptyState
              icon="gift"
              title={t('rewards.off')}
              text={profile === 'brazil' ? t('protection.brazilPromotionOff') : undefined}
            />
          )
        return (
          <DepositPromotion
            rules={rules}
            headline={(rate) => t('rewards.first.headline', { rate })}
            text={(min) => t('rewards.first.text', { min })}
            status={status}
            statusLead={(mine) => <FirstDepositStatus status={mine.firstDeposit} />}
            offerTopUp={(mine) => !mine.firstDeposit.used}
            onTopUp={() => navigateTo(RECHARGE)}
            onLogin={() => navigateTo(loginTarget(HERE))}
          />
        )
      }}
    </Loadable>
  )
}
