import { usePageVisible } from '../../src/features/motion/use-motion'
import { useWallet, Wallet } from '../../src/features/wallet/Wallet'
import { useT } from '../../src/i18n/react'
import { useElementApi } from '../core/api'
import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { useElement } from '../core/element-context'
import { WithFeedback } from '../core/feedback'
import { LoginGate } from '../core/LoginGate'
import { openPortal } from '../core/portal'
import { SecretsFrame } from '../core/SecretsFrame'
import { usePlayer } from '../core/session'

const TAG = 'ficha-wallet'

export const WALLET_ATTRIBUTES = {} as const

type FichaWalletElement = FichaElement<typeof WALLET_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-wallet': FichaWalletElement
  }
}

/** The wallet feature (src/features/wallet), its actions opening the portal logged in. */
function PlayerWallet() {
  const api = useElementApi()
  const element = useElement()
  // Fetched again each time the tab comes back: a top-up made in the portal shows on return.
  const wallet = useWallet(api, usePageVisible())
  return (
    <Wallet wallet={wallet} onOpen={(route) => void openPortal(api, element, route).catch(() => undefined)} />
  )
}

function WalletElement(_: AttributeValues<typeof WALLET_ATTRIBUTES>) {
  const t = useT()
  return (
    <WithFeedback>
      {usePlayer() ? <PlayerWallet /> : <LoginGate prompt={t('widget.walletLogin')} />}
    </WithFeedback>
  )
}

/** Defines <ficha-wallet>. */
export const defineWallet = (): void =>
  defineElement(TAG, WalletElement, WALLET_ATTRIBUTES, { secrets: SecretsFrame })
