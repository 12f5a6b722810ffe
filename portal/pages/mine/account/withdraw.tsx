import { useStore } from '@nanostores/react'
import { navigateTo } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import { useWithdrawalExpected } from '@portal/app/webconfig'
import { PAY_PASSWORD_LENGTH } from '@src/constants'
import type { IsBankData, PayoutAccount } from '@src/contract/money'
import type { VipLevel } from '@src/contract/rewards'
import type { Balances } from '@src/contract/wallet'
import { $player, applyBalances, patchPlayer } from '@src/features/auth/session'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { AmountField } from '@src/features/money/AmountField'
import { checkAmount } from '@src/features/money/amount'
import { useAttemptPost } from '@src/features/money/attempt-key'
import { moneyCss } from '@src/features/money/money.styles'
import { PayoutAccountLabel } from '@src/features/money/PayoutAccountLabel'
import { PayPasswordForm } from '@src/features/money/PayPasswordForm'
import { PixKeyForm } from '@src/features/money/PixKeyForm'
import { RadioChoice } from '@src/features/money/RadioChoice'
import { StatusBadge } from '@src/features/money/StatusBadge'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { PasswordField } from '@src/ui/PasswordField'
import { useStyles } from '@src/ui/styles'
import { validatePayPassword } from '@src/validation'
import { type FormEvent, useState } from 'react'

interface WithdrawData {
  status: IsBankData
  accounts: PayoutAccount[]
  balances: Balances
}

type Errors = Partial<Record<'account' | 'amount' | 'password', string>>

const WITHDRAW_LIST = '/pages/mine/account/withdraw_list'

const loadData: LoadResource<WithdrawData> = async (signal) => {
  const options = { silent: true, signal }
  const [status, accounts, balances] = await Promise.all([
    api.post('index/is_bank', undefined, options),
    api.post('index/bank_list', undefined, options),
    api.get('index/get_wallet', undefined, options),
  ])
  return { status, accounts: accounts.list, balances }
}

/** The player's VIP level's withdrawal limits; null when they cannot be read (the server checks anyway). */
const loadLimits: LoadResource<VipLevel | null> = async (signal) => {
  const vip = await api.get('index/get_vips', undefined, { silent: true, signal })
  return vip.levels.find((level) => level.level === vip.level) ?? null
}

/**
 * Both balances; the game balance comes back to the wallet (what a withdrawal takes from) in one tap. A debt
 * (a reversed win already spent) shows with why withdrawals wait for it.
 */
function BalancesCard({ balances, onMoved }: { balances: Balances; onMoved: () => void }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const post = useAttemptPost(api, 'index/walletTransfer')
  const bringBack = async () => {
    setBusy(true)
    try {
      const moved = await post({ direction: 'toWallet', all: true })
      applyBalances(moved.balances)
      feedback.toast(t('money.converted', { amount: formatBRL(moved.amount) }))
      onMoved()
    } catch {
      // The client has said why.
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="ficha-money-card">
      <dl className="ficha-summary">
        <Fact label={t('mine.balance')} valueClassName="ficha-summary__strong" valueTestId="withdraw-wallet">
          {formatBRL(balances.wallet)}
        </Fact>
        <Fact label={t('mine.gameBalance')} valueTestId="withdraw-game">
          {formatBRL(balances.game)}
        </Fact>
        {balances.debt ? (
          <Fact label={t('money.debt')} valueTestId="withdraw-debt">
            {formatBRL(balances.debt)}
          </Fact>
        ) : null}
      </dl>
      {balances.debt ? (
        <p className="ficha-money-error" role="alert">
          {t('code.1438', { amount: formatBRL(balances.debt) })}
        </p>
      ) : null}
      {balances.game > 0 ? (
        <Button variant="secondary" block busy={busy} onClick={() => void bringBack()}>
          {t('money.bringBack', { amount: formatBRL(balances.game) })}
        </Button>
      ) : null}
    </section>
  )
}

/** A withdrawal just requested: under review, with the operator's usual time. */
function Submitted({ amount, onAgain }: { amount: number; onAgain: () => void }) {
  const t = useT()
  const expected = useWithdrawalExpected()
  return (
    <section className="ficha-money-card" aria-live="polite" data-testid="withdraw-submitted">
      <div className="ficha-row-card__head">
        <span className="ficha-row-card__amount">{formatBRL(amount)}</span>
        <StatusBadge status="unpaid" type="withdraw" />
      </div>
      <p className="ficha-money-note">{t('money.withdrawSubmitted')}</p>
      {expected ? <p className="ficha-money-note">{expected}</p> : null}
      <div className="ficha-money-actions">
        <Button variant="secondary" onClick={() => navigateTo(WITHDRAW_LIST)}>
          {t('title.withdrawList')}
        </Button>
        <Button onClick={onAgain}>{t('money.withdrawAgain')}</Button>
      </div>
    </section>
  )
}

function WithdrawPageBody({
  data,
  limits,
  reload,
}: {
  data: WithdrawData
  limits: VipLevel | null
  reload: () => Promise<void>
}) {
  const t = useT()
  const player = useStore($player)
  const [accountId, setAccountId] = useState<number | null>(data.accounts[0]?.id ?? null)
  const [adding, setAdding] = useState(false)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [passwordSet, setPasswordSet] = useState(data.status.hasPayPassword)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [submitted, setSubmitted] = useState<number | null>(null)
  const post = useAttemptPost(api, 'index/Withdraw_recharge')
  const { wallet } = data.balances
  const chosen = data.accounts.some((account) => account.id === accountId) ? accountId : null
  const needsKey = data.accounts.length === 0 || adding

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const checked = checkAmount(amount, { balance: wallet, max: limits?.maxWithdrawal })
    const passwordKey = passwordSet ? validatePayPassword(password) : 'validation.payPasswordFirst'
    setErrors({
      account: chosen === null ? t('validation.pixKeyFirst') : undefined,
      amount: checked.problem ? t(checked.problem.key, checked.problem.params) : undefined,
      password: passwordKey ? t(passwordKey) : undefined,
    })
    if (chosen === null || checked.centavos === null || passwordKey) return
    setBusy(true)
    try {
      const body = {
        type: 'withdraw' as const,
        amount: checked.centavos,
        accountId: chosen,
        payPassword: password,
      }
      await post(body)
      setSubmitted(checked.centavos)
      setAmount('')
      setPassword('')
      await reload().catch(() => undefined)
    } catch {
      // The client has shown why (wrong password with the tries left, a VIP limit...); the form stays.
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  if (submitted !== null) return <Submitted amount={submitted} onAgain={() => setSubmitted(null)} />

  return (
    <div className="ficha-money">
      <BalancesCard balances={data.balances} onMoved={() => void reload().catch(() => undefined)} />
      {needsKey ? (
        <PixKeyForm
          api={api}
          toast={feedback.toast}
          onBound={(account) => {
            setAccountId(account.id)
            setAdding(false)
            setErrors((prev) => ({ ...prev, account: undefined }))
            void reload().catch(() => undefined)
          }}
        />
      ) : null}
      {passwordSet ? null : (
        <section className="ficha-money-card" aria-label={t('money.setPayPassword')}>
          <h2 className="ficha-money-card__title">{t('money.setPayPassword')}</h2>
          <p className={errors.password ? 'ficha-money-error' : 'ficha-money-note'}>
            {t('validation.payPasswordFirst')}
          </p>
          <PayPasswordForm
            className="ficha-money"
            api={api}
            toast={feedback.toast}
            phone={player?.username}
            onSaved={(saved) => {
              setPasswordSet(true)
              setPassword(saved)
              setErrors((prev) => ({ ...prev, password: undefined }))
              patchPlayer({ hasPayPassword: true })
            }}
          />
        </section>
      )}
      <form className="ficha-money" noValidate onSubmit={submit}>
        {data.accounts.length > 0 ? (
          <section className="ficha-money-card">
            <fieldset className="ficha-choices">
              <legend>{t('money.receivingAccount')}</legend>
              {data.accounts.map((account) => (
                <RadioChoice
                  key={account.id}
                  name="account"
                  value={account.id}
                  checked={account.id === chosen}
                  onPick={() => setAccountId(account.id)}
                >
                  <PayoutAccountLabel account={account}>
                    <span className="ficha-choice__meta">
                      {account.number} · {account.holder}
                    </span>
                  </PayoutAccountLabel>
                </RadioChoice>
              ))}
              {errors.account ? <p className="ficha-money-error">{errors.account}</p> : null}
              {adding ? null : (
                <Button variant="ghost" onClick={() => setAdding(true)}>
                  {t('money.bindCard')}
                </Button>
              )}
            </fieldset>
          </section>
        ) : errors.account ? (
          // On a card like every text: the page's own blue is too light for the error colour.
          <section className="ficha-money-card">
            <p className="ficha-money-error" role="alert">
              {errors.account}
            </p>
          </section>
        ) : null}
        <section className="ficha-money-card">
          <AmountField
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            all={limits ? Math.min(wallet, limits.maxWithdrawal) : wallet}
            hint={t('money.available', { amount: formatBRL(wallet) })}
          />
          {limits ? (
            <p className="ficha-money-note">
              {t('money.vipLimits', {
                level: limits.level,
                max: formatBRL(limits.maxWithdrawal),
                count: limits.dailyWithdrawals,
              })}
            </p>
          ) : null}
          {passwordSet ? (
            <PasswordField
              label={t('settings.payPassword')}
              value={password}
              onChange={setPassword}
              error={errors.password}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={PAY_PASSWORD_LENGTH}
              autoComplete="off"
              placeholder={t('settings.payPasswordPlaceholder', { length: PAY_PASSWORD_LENGTH })}
            />
          ) : null}
        </section>
        <Button type="submit" block busy={busy}>
          {t('money.withdrawNow')}
        </Button>
      </form>
    </div>
  )
}

/**
 * /pages/mine/account/withdraw: one page from money to a PIX payout: both balances (the game balance back
 * to the wallet in one tap), the chave PIX added in place when there is none, the withdrawal password set
 * in place when missing (with its SMS code), then the amount and the password. The request stays on this
 * page: "Em análise", with the operator's usual time.
 */
export default function WithdrawPage() {
  useStyles(moneyCss)
  const data = useResource(loadData)
  const limits = useResource(loadLimits)
  return (
    <Loadable resource={data}>
      {(loaded) => <WithdrawPageBody data={loaded} limits={limits.data ?? null} reload={data.reload} />}
    </Loadable>
  )
}
