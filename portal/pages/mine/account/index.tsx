import { MenuList } from '@portal/app/MenuList'
import { navigateTo } from '@portal/app/navigation'
import { routeMenuItems } from '@portal/app/route-menu'
import type { RoutePath } from '@portal/app/routes'
import { api } from '@portal/app/services'
import { moneyCss } from '@src/features/money/money.styles'
import { useWallet, Wallet } from '@src/features/wallet/Wallet'
import { useT } from '@src/i18n/react'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { useStyles } from '@src/ui/styles'

// Every money page; each row shows its route's title and icon.
const LINKS: RoutePath[] = [
  '/pages/mine/account/statement',
  '/pages/mine/account/recharge_list',
  '/pages/mine/account/withdraw_list',
  '/pages/mine/account/balance_history',
  '/pages/mine/account/bank_list',
  '/pages/conversion/index',
  '/pages/mine/settings/setpaypwd',
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
        <MenuList items={routeMenuItems(LINKS, t)} />
      </div>
    </PullToRefresh>
  )
}
