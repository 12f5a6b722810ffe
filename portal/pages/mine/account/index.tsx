import type { Balances } from '../../../../src/contract/wallet'
import { Loadable } from '../../../../src/features/loading/Loadable'
import { type LoadResource, useResource } from '../../../../src/features/loading/use-resource'
import { moneyCss } from '../../../../src/features/money/money.styles'
import { useT } from '../../../../src/i18n/react'
import { formatBRL } from '../../../../src/money'
import { Button } from '../../../../src/ui/Button'
import type { IconName } from '../../../../src/ui/icons'
import { PullToRefresh } from '../../../../src/ui/PullToRefresh'
import { Skeleton } from '../../../../src/ui/states'
import { useStyles } from '../../../../src/ui/styles'
import { MenuList } from '../../../app/MenuList'
import { navigateTo } from '../../../app/navigation'
import { api } from '../../../app/services'

const css = `
.ficha-wallet { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4); margin: 0; }
.ficha-wallet > div { display: flex; flex-direction: column; gap: var(--ficha-space); min-width: 0; }
.ficha-wallet dt { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-wallet dd { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.ficha-wallet__main dd { color: var(--ficha-accent); font-size: 22px; }
.ficha-wallet__actions { display: grid; grid-template-columns: repeat(3, 1fr); gap: calc(var(--ficha-space) * 2); }
`

const loadWallet: LoadResource<Balances> = (signal) =>
  api.get('index/get_wallet', undefined, { silent: true, signal })

const LINKS: { path: string; title: string; icon: IconName }[] = [
  { path: '/pages/mine/account/recharge_list', title: 'title.rechargeList', icon: 'list' },
  { path: '/pages/mine/account/withdraw_list', title: 'title.withdrawList', icon: 'list' },
  { path: '/pages/mine/account/bank_list', title: 'title.bankList', icon: 'bank' },
  { path: '/pages/mine/account/bank', title: 'title.bank', icon: 'bank' },
  { path: '/pages/bind/index', title: 'title.bind', icon: 'link' },
  { path: '/pages/mine/savings-account/index', title: 'title.savingsAccount', icon: 'coins' },
  { path: '/pages/conversion/index', title: 'title.conversion', icon: 'repeat' },
  { path: '/pages/mine/settings/setpaypwd', title: 'title.setPayPassword', icon: 'lock' },
]

function WalletCard({ balances }: { balances: Balances }) {
  const t = useT()
  const rows = [
    { key: 'wallet', label: t('mine.balance'), value: balances.wallet, main: true },
    { key: 'game', label: t('mine.gameBalance'), value: balances.game, main: true },
    { key: 'pending', label: t('money.withdrawalPending'), value: balances.withdrawalPending, main: false },
    { key: 'bonus', label: t('money.bonusBalance'), value: balances.bonus, main: false },
  ]
  return (
    <dl className="ficha-wallet">
      {rows.map((row) => (
        <div key={row.key} className={row.main ? 'ficha-wallet__main' : undefined}>
          <dt>{row.label}</dt>
          <dd>{formatBRL(row.value)}</dd>
        </div>
      ))}
    </dl>
  )
}

function WalletSkeleton() {
  const t = useT()
  return (
    <div className="ficha-wallet" role="status" aria-label={t('common.loading')}>
      {[0, 1, 2, 3].map((key) => (
        <div key={key}>
          <Skeleton width="60%" height={12} />
          <Skeleton width="80%" height={24} />
        </div>
      ))}
    </div>
  )
}

/** /pages/mine/account/index: the wallet and game balances and every money page. */
export default function AccountPage() {
  useStyles(moneyCss)
  useStyles(css)
  const t = useT()
  const wallet = useResource(loadWallet)
  return (
    <PullToRefresh onRefresh={wallet.reload}>
      <div className="ficha-money">
        <section className="ficha-money-card" aria-label={t('title.account')}>
          <Loadable resource={wallet} skeleton={<WalletSkeleton />}>
            {(balances) => <WalletCard balances={balances} />}
          </Loadable>
          <div className="ficha-wallet__actions">
            <Button onClick={() => navigateTo('/pages/mine/account/recharge')}>{t('title.recharge')}</Button>
            <Button variant="secondary" onClick={() => navigateTo('/pages/mine/account/withdraw')}>
              {t('title.withdraw')}
            </Button>
            <Button variant="secondary" onClick={() => navigateTo('/pages/conversion/index')}>
              {t('money.convert')}
            </Button>
          </div>
        </section>
        <MenuList
          items={LINKS.map((link) => ({
            key: link.path,
            label: t(link.title),
            icon: link.icon,
            onSelect: () => navigateTo(link.path),
          }))}
        />
      </div>
    </PullToRefresh>
  )
}
