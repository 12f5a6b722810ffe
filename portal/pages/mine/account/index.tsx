import { MenuList } from '@portal/app/MenuList'
import { navigateTo } from '@portal/app/navigation'
import type { RoutePath } from '@portal/app/routes'
import { api } from '@portal/app/services'
import { moneyCss } from '@src/features/money/money.styles'
import { useWallet, Wallet } from '@src/features/wallet/Wallet'
import { useT } from '@src/i18n/react'
import type { IconName } from '@src/ui/icons'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { useStyles } from '@src/ui/styles'

const LINKS: { path: RoutePath; title: string; icon: IconName }[] = [
  { path: '/pages/mine/account/recharge_list', title: 'title.rechargeList', icon: 'list' },
  { path: '/pages/mine/account/withdraw_list', title: 'title.withdrawList', icon: 'list' },
  { path: '/pages/mine/account/balance_history', title: 'title.balanceHistory', icon: 'list' },
  { path: '/pages/mine/account/bank_list', title: 'title.bankList', icon: 'bank' },
  { path: '/pages/conversion/index', title: 'title.conversion', icon: 'repeat' },
  { path: '/pages/mine/settings/setpaypwd', title: 'title.setPayPassword', icon: 'lock' },
]

/** /pages/mine/account/index: the wallet (src/features/wallet, as in <ficha-wallet>) and every money page. */
export default function AccountPage() {
  useStyles(moneyCss)
  const t = useT()
  const wallet = useWallet(api)
  return (
    <PullToRefresh onRefresh={wallet.reload}>
      <div className="ficha-money">
        <Wallet wallet={wallet} onOpen={navigateTo} />
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
