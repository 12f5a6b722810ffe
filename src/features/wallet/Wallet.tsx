import { useCallback } from 'react'
import type { ApiClient } from '../../api/types'
import type { Balances } from '../../contract/wallet'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/states'
import { useStyles } from '../../ui/styles'
import { Loadable } from '../loading/Loadable'
import { type Resource, useResource } from '../loading/use-resource'
import { moneyCss } from '../money/money.styles'
import { walletCss } from './wallet.styles'

/**
 * The portal pages behind the wallet's actions: top up, withdraw, convert.
 * @internal Tests read it rather than copy the routes.
 */
export const WALLET_ACTIONS = [
  { route: '/pages/mine/account/recharge', title: 'title.recharge' },
  { route: '/pages/mine/account/withdraw', title: 'title.withdraw' },
  { route: '/pages/conversion/index', title: 'money.convert' },
] as const

type WalletRoute = (typeof WALLET_ACTIONS)[number]['route']

/**
 * The player's balances (index/get_wallet) through `api`; a new `refresh` value fetches them again (the
 * element passes the tab's visibility, so a top-up made in the portal shows on return).
 */
export function useWallet(api: ApiClient, refresh?: unknown): Resource<Balances> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh re-runs the request
  const load = useCallback(
    (signal: AbortSignal) => api.get('index/get_wallet', undefined, { silent: true, signal }),
    [api, refresh],
  )
  return useResource(load)
}

function Figures({ balances }: { balances: Balances }) {
  const t = useT()
  const rows = [
    { key: 'wallet', label: t('mine.balance'), value: balances.wallet, main: true },
    { key: 'game', label: t('mine.gameBalance'), value: balances.game, main: true },
    { key: 'pending', label: t('money.withdrawalPending'), value: balances.withdrawalPending, main: false },
    { key: 'bonus', label: t('money.bonusBalance'), value: balances.bonus, main: false },
  ]
  return (
    <dl className="ficha-wallet" part="balances">
      {rows.map((row) => (
        <div key={row.key} className={row.main ? 'ficha-wallet__main' : undefined}>
          <dt>{row.label}</dt>
          <dd>{formatBRL(row.value)}</dd>
        </div>
      ))}
    </dl>
  )
}

function FiguresSkeleton() {
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

export interface WalletProps {
  wallet: Resource<Balances>
  /** Opens one of the action's pages: the portal navigates, the element hands the player to the portal. */
  onOpen: (route: WalletRoute) => void
}

/** The wallet, in the portal's account page and in <ficha-wallet>: balances and the three money actions. */
export function Wallet({ wallet, onOpen }: WalletProps) {
  useStyles(moneyCss)
  useStyles(walletCss)
  const t = useT()
  return (
    <section className="ficha-money-card" part="card" aria-label={t('mine.wallet')}>
      <Loadable resource={wallet} skeleton={<FiguresSkeleton />}>
        {(balances) => <Figures balances={balances} />}
      </Loadable>
      <div className="ficha-wallet__actions" part="actions">
        {WALLET_ACTIONS.map(({ route, title }, index) => (
          <Button key={route} variant={index === 0 ? 'primary' : 'secondary'} onClick={() => onOpen(route)}>
            {t(title)}
          </Button>
        ))}
      </div>
    </section>
  )
}
