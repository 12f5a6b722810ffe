import type { BonusStatus } from '@src/contract/rewards'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { DepositPromotionPage } from '../../app/DepositPromotionPage'

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
  return (
    <DepositPromotionPage
      promotion="first_deposit"
      icon="gift"
      here="/pages/first-storage/index"
      body={() => ({
        headline: (rate) => t('rewards.first.headline', { rate }),
        text: (min) => t('rewards.first.text', { min }),
        statusLead: (mine) => <FirstDepositStatus status={mine.firstDeposit} />,
        offerTopUp: (mine) => !mine.firstDeposit.used,
      })}
    />
  )
}
