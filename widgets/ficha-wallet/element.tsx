import { useCallback } from 'react'
import { Loadable } from '../../src/features/loading/Loadable'
import { useResource } from '../../src/features/loading/use-resource'
import { usePageVisible } from '../../src/features/motion/use-motion'
import { useT } from '../../src/i18n/react'
import { formatBRL } from '../../src/money'
import { Button } from '../../src/ui/Button'
import { useStyles } from '../../src/ui/styles'
import { useElementApi } from '../core/api'
import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { useElement } from '../core/element-context'
import { WithFeedback } from '../core/feedback'
import { LoginGate } from '../core/LoginGate'
import { openPortal } from '../core/portal'
import { usePlayer } from '../core/session'
import { statsCss } from '../core/stats.styles'

export const TAG = 'ficha-wallet'

export const WALLET_ATTRIBUTES = {} as const

export type FichaWalletElement = FichaElement<typeof WALLET_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-wallet': FichaWalletElement
  }
}

/** The portal pages behind the wallet's actions. */
const ACTIONS = [
  { route: '/pages/mine/account/recharge', title: 'title.recharge' },
  { route: '/pages/mine/account/withdraw', title: 'title.withdraw' },
  { route: '/pages/conversion/index', title: 'money.convert' },
] as const

function Balances() {
  useStyles(statsCss)
  const t = useT()
  const api = useElementApi()
  const element = useElement()
  const visible = usePageVisible()
  // Fetched again each time the tab comes back: a top-up made in the portal shows on return.
  // biome-ignore lint/correctness/useExhaustiveDependencies: visible re-runs the request
  const load = useCallback(
    (signal: AbortSignal) => api.get('index/get_wallet', undefined, { signal }),
    [api, visible],
  )
  const wallet = useResource(load)
  return (
    <section className="ficha-card" part="card">
      <h2 className="ficha-card__title">{t('mine.wallet')}</h2>
      <Loadable resource={wallet}>
        {(balances) => (
          <dl className="ficha-figures" part="balances">
            <div className="ficha-figures__main">
              <dt>{t('mine.balance')}</dt>
              <dd>{formatBRL(balances.wallet)}</dd>
            </div>
            <div className="ficha-figures__main">
              <dt>{t('mine.gameBalance')}</dt>
              <dd>{formatBRL(balances.game)}</dd>
            </div>
          </dl>
        )}
      </Loadable>
      <div className="ficha-card__actions" part="actions">
        {ACTIONS.map(({ route, title }, index) => (
          <Button
            key={route}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => openPortal(api, element, route)}
          >
            {t(title)}
          </Button>
        ))}
      </div>
    </section>
  )
}

function WalletPanel() {
  const t = useT()
  return usePlayer() ? <Balances /> : <LoginGate prompt={t('widget.walletLogin')} />
}

function WalletElement(_: AttributeValues<typeof WALLET_ATTRIBUTES>) {
  return (
    <WithFeedback>
      <WalletPanel />
    </WithFeedback>
  )
}

/** Defines <ficha-wallet>. */
export const defineWallet = (): void => defineElement(TAG, WalletElement, WALLET_ATTRIBUTES)
