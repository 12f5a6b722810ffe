import { type FormEvent, useState } from 'react'
import type { TransferDirection } from '../../../src/contract/money'
import type { Balances } from '../../../src/contract/wallet'
import { Loadable } from '../../../src/features/loading/Loadable'
import { type LoadResource, useResource } from '../../../src/features/loading/use-resource'
import { AmountField } from '../../../src/features/money/AmountField'
import { checkAmount } from '../../../src/features/money/amount'
import { useAttemptPost } from '../../../src/features/money/attempt-key'
import { moneyCss } from '../../../src/features/money/money.styles'
import { useT } from '../../../src/i18n/react'
import { formatBRL } from '../../../src/money'
import { Button } from '../../../src/ui/Button'
import { Icon } from '../../../src/ui/icons'
import { useStyles } from '../../../src/ui/styles'
import { api, feedback } from '../../app/services'

const loadWallet: LoadResource<Balances> = (signal) =>
  api.get('index/get_wallet', undefined, { silent: true, signal })

/** Where each direction takes the money from. */
const SOURCE: Record<TransferDirection, 'wallet' | 'game'> = { toGame: 'wallet', toWallet: 'game' }
const DIRECTIONS: readonly TransferDirection[] = ['toGame', 'toWallet']

function ConversionForm({ initial }: { initial: Balances }) {
  const t = useT()
  const [balances, setBalances] = useState(initial)
  const [direction, setDirection] = useState<TransferDirection>('toGame')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const post = useAttemptPost(api, 'index/walletTransfer')
  const available = balances[SOURCE[direction]]

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const { centavos, problem } = checkAmount(amount, { balance: available })
    setError(problem ? t(problem.key, problem.params) : null)
    if (centavos === null) return
    setBusy(true)
    try {
      const body = { direction, amount: centavos }
      const moved = await post(body)
      setBalances(moved.balances)
      setAmount('')
      feedback.toast(t('money.converted', { amount: formatBRL(moved.amount) }))
    } catch {
      // Shown by the client; the amount stays for a retry with the same key.
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-money" noValidate onSubmit={submit}>
      <section className="ficha-money-card">
        <dl className="ficha-summary">
          <div>
            <dt>{t('mine.balance')}</dt>
            <dd className="ficha-summary__strong" data-testid="wallet-balance">
              {formatBRL(balances.wallet)}
            </dd>
          </div>
          <div>
            <dt>{t('mine.gameBalance')}</dt>
            <dd className="ficha-summary__strong" data-testid="game-balance">
              {formatBRL(balances.game)}
            </dd>
          </div>
        </dl>
      </section>
      <section className="ficha-money-card">
        <fieldset className="ficha-choices">
          <legend>{t('money.direction')}</legend>
          {DIRECTIONS.map((item) => (
            <label key={item} className="ficha-choice">
              <input
                type="radio"
                name="direction"
                value={item}
                checked={item === direction}
                onChange={() => {
                  setDirection(item)
                  setError(null)
                }}
              />
              <span className="ficha-choice__icon">
                <Icon name="repeat" size={20} />
              </span>
              <span className="ficha-choice__text">
                <span className="ficha-choice__name">{t(`money.${item}`)}</span>
                <span className="ficha-choice__meta">
                  {t('money.available', { amount: formatBRL(balances[SOURCE[item]]) })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <AmountField value={amount} onChange={setAmount} error={error} all={available} />
      </section>
      <Button type="submit" block busy={busy}>
        {t('money.convert')}
      </Button>
    </form>
  )
}

/** /pages/conversion/index: moves credit between the wallet and the game balance, both ways. */
export default function ConversionPage() {
  useStyles(moneyCss)
  const wallet = useResource(loadWallet)
  return <Loadable resource={wallet}>{(balances) => <ConversionForm initial={balances} />}</Loadable>
}
