import type { TransferDirection } from '@src/contract/money'
import type { Balances } from '@src/contract/wallet'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { AmountField } from '@src/features/money/AmountField'
import { checkAmount } from '@src/features/money/amount'
import { useAttemptPost } from '@src/features/money/attempt-key'
import { moneyCss } from '@src/features/money/money.styles'
import { RadioChoice } from '@src/features/money/RadioChoice'
import { useBusy } from '@src/features/money/use-busy'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { Icon } from '@src/ui/icons'
import { useStyles } from '@src/ui/styles'
import { type FormEvent, useState } from 'react'
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
  const { busy, run } = useBusy()
  const post = useAttemptPost(api, 'index/walletTransfer')
  const available = balances[SOURCE[direction]]

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const { centavos, problem } = checkAmount(amount, { balance: available })
    setError(problem ? t(problem.key, problem.params) : null)
    if (centavos === null) return
    await run(async () => {
      const moved = await post({ direction, amount: centavos })
      setBalances(moved.balances)
      setAmount('')
      feedback.toast(t('money.converted', { amount: formatBRL(moved.amount) }))
    })
  }

  return (
    <form className="ficha-money" noValidate onSubmit={submit}>
      <section className="ficha-money-card">
        <dl className="ficha-summary">
          <Fact label={t('mine.balance')} valueClassName="ficha-summary__strong" valueTestId="wallet-balance">
            {formatBRL(balances.wallet)}
          </Fact>
          <Fact
            label={t('mine.gameBalance')}
            valueClassName="ficha-summary__strong"
            valueTestId="game-balance"
          >
            {formatBRL(balances.game)}
          </Fact>
        </dl>
      </section>
      <section className="ficha-money-card">
        <fieldset className="ficha-choices">
          <legend>{t('money.direction')}</legend>
          {DIRECTIONS.map((item) => (
            <RadioChoice
              key={item}
              name="direction"
              value={item}
              checked={item === direction}
              onPick={() => {
                setDirection(item)
                setError(null)
              }}
              icon={<Icon name="repeat" size={20} />}
              title={t(`money.${item}`)}
              meta={t('money.available', { amount: formatBRL(balances[SOURCE[item]]) })}
            />
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
