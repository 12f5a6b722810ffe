import type { PayoutAccount, PayoutAccountList, PayoutKind } from '../../../../src/contract/money'
import { MAX_PAYOUT_ACCOUNTS } from '../../../../src/contract/money-values'
import { Loadable } from '../../../../src/features/loading/Loadable'
import { type LoadResource, useResource } from '../../../../src/features/loading/use-resource'
import { moneyCss } from '../../../../src/features/money/money.styles'
import { useT } from '../../../../src/i18n/react'
import { Button } from '../../../../src/ui/Button'
import { Icon, type IconName } from '../../../../src/ui/icons'
import { PullToRefresh } from '../../../../src/ui/PullToRefresh'
import { EmptyState } from '../../../../src/ui/states'
import { useStyles } from '../../../../src/ui/styles'
import { navigateTo } from '../../../app/navigation'
import { api, feedback } from '../../../app/services'

const ICONS: Record<PayoutKind, IconName> = { bank: 'bank', crypto: 'wallet', pix: 'coins' }

const loadAccounts: LoadResource<PayoutAccountList> = (signal) =>
  api.post('index/bank_list', undefined, { silent: true, signal })

function AddButtons({ full }: { full: boolean }) {
  const t = useT()
  return (
    <div className="ficha-money-actions">
      <Button variant="secondary" disabled={full} onClick={() => navigateTo('/pages/bind/index')}>
        {t('money.bindCard')}
      </Button>
      <Button disabled={full} onClick={() => navigateTo('/pages/mine/account/bank')}>
        {t('money.addAccount')}
      </Button>
    </div>
  )
}

function AccountCard({ account, onDeleted }: { account: PayoutAccount; onDeleted: () => void }) {
  const t = useT()
  const remove = async () => {
    const sure = await feedback.confirm(t('money.deleteConfirm', { number: account.number }), {
      confirmText: t('money.delete'),
    })
    if (!sure) return
    await api.post('index/del_bank', { id: account.id })
    feedback.toast(t('money.accountDeleted'))
    onDeleted()
  }
  return (
    <li className="ficha-row-card" data-testid="payout-account">
      <div className="ficha-row-card__head">
        <span className="ficha-choice__icon">
          <Icon name={ICONS[account.kind]} size={22} />
        </span>
        <span className="ficha-choice__text">
          <span className="ficha-choice__name">{account.bankName}</span>
          <span className="ficha-choice__meta">
            {account.pixKeyType ? `${t(`money.pixType.${account.pixKeyType}`)} · ` : ''}
            {account.number}
          </span>
          <span className="ficha-choice__meta">{account.holder}</span>
        </span>
        <Button
          variant="danger"
          onClick={remove}
          aria-label={t('money.deleteAccount', { number: account.number })}
        >
          {t('money.delete')}
        </Button>
      </div>
    </li>
  )
}

/** /pages/mine/account/bank_list: the receiving accounts, masked; each can be deleted after a confirmation. */
export default function BankListPage() {
  useStyles(moneyCss)
  const t = useT()
  const accounts = useResource(loadAccounts)
  const refresh = () => {
    accounts.reload().catch(() => undefined)
  }
  return (
    <PullToRefresh onRefresh={accounts.reload}>
      <Loadable
        resource={accounts}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            icon="bank"
            title={t('money.noAccounts')}
            text={t('money.noAccountsText')}
            action={<AddButtons full={false} />}
          />
        }
      >
        {(data) => (
          <div className="ficha-money">
            <ul className="ficha-rows">
              {data.list.map((account) => (
                <AccountCard key={account.id} account={account} onDeleted={refresh} />
              ))}
            </ul>
            {data.list.length >= MAX_PAYOUT_ACCOUNTS ? (
              <p className="ficha-money-note">{t('money.accountLimit', { max: MAX_PAYOUT_ACCOUNTS })}</p>
            ) : null}
            <AddButtons full={data.list.length >= MAX_PAYOUT_ACCOUNTS} />
          </div>
        )}
      </Loadable>
    </PullToRefresh>
  )
}
