import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { $exclusion } from '../../src/features/protection/exclusion'
import { useT } from '../../src/i18n/react'
import { formatBRL } from '../../src/money'
import { $token } from '../../src/session/store'
import { $balances, headerBalance, refreshBalances } from './balance'
import { useLiveChannel } from './live-channel'
import { navigateTo } from './navigation'

/** Where 'Depositar' leads: the top-up page (which opens with PIX chosen). */
const DEPOSIT_ROUTE = '/pages/mine/account/recharge'

/**
 * The header's money: the player's balance (wallet + game, see balance.ts) and 'Depositar' (not during a
 * cool-off or self-exclusion, which refuses deposits). It follows the money: the live channel pushes the
 * balances after every movement (a PIX settled, a withdrawal, a forfeit, a provider's spin), and they are
 * read at log-in, whenever the channel (re)connects and whenever the tab comes back.
 */
export function HeaderMoney() {
  const t = useT()
  const balances = useStore($balances)
  const token = useStore($token)
  const excluded = useStore($exclusion) !== null
  useLiveChannel()
  // biome-ignore lint/correctness/useExhaustiveDependencies: each session reads it
  useEffect(() => {
    void refreshBalances()
  }, [token])
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') void refreshBalances()
    }
    document.addEventListener('visibilitychange', onShow)
    return () => document.removeEventListener('visibilitychange', onShow)
  }, [])
  const amount = balances ? formatBRL(headerBalance(balances)) : null
  return (
    <div className="ficha-header-money">
      <span
        className="ficha-header-money__balance"
        data-testid="header-balance"
        title={amount ? t('shell.balanceTotal', { amount }) : undefined}
      >
        <span className="ficha-header-money__label">{t('shell.balance')}</span>
        {amount ? <span>{amount}</span> : <span className="ficha-skeleton ficha-header-money__skeleton" />}
      </span>
      {excluded ? null : (
        <a
          className="ficha-header-money__deposit"
          href={`#${DEPOSIT_ROUTE}`}
          onClick={(event) => {
            event.preventDefault()
            navigateTo(DEPOSIT_ROUTE)
          }}
        >
          {t('shell.deposit')}
        </a>
      )}
    </div>
  )
}
