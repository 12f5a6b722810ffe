import type { ReactNode } from 'react'
import type { PayoutAccount } from '../../contract/money'
import { Icon } from '../../ui/icons'
import { CHANNEL_ICONS } from './channels'

/**
 * A payout account as the account list and the withdrawal's choice show it: its kind's icon and its bank's
 * name, then the lines each page adds (`children`, `ficha-choice__meta` spans).
 */
export function PayoutAccountLabel({
  account,
  children,
}: {
  account: Pick<PayoutAccount, 'kind' | 'bankName'>
  children: ReactNode
}) {
  return (
    <>
      <span className="ficha-choice__icon">
        <Icon name={CHANNEL_ICONS[account.kind]} size={22} />
      </span>
      <span className="ficha-choice__text">
        <span className="ficha-choice__name">{account.bankName}</span>
        {children}
      </span>
    </>
  )
}
