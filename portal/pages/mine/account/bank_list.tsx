import { navigateTo } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import type { PayoutAccount, PayoutAccountList } from '@src/contract/money'
import { MAX_PAYOUT_ACCOUNTS } from '@src/contract/money-values'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { PayoutAccountLabel } from '@src/features/money/PayoutAccountLabel'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'

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
        <PayoutAccountLabel account={account}>
          <span className="ficha-choice__meta">
            {account.pixKeyType ? `${t(`money.pixType.${account.pixKeyType}`)} · ` : ''}
            {account.number}
          </span>
          <span className="ficha-choice__meta">{account.holder}</span>
        </PayoutAccountLabel>
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
