import { type FormEvent, useState } from 'react'
import { PAY_PASSWORD_LENGTH } from '../../../../src/constants'
import type { IsBankData, PayoutAccount, PayoutKind } from '../../../../src/contract/money'
import type { VipLevel } from '../../../../src/contract/rewards'
import type { Balances } from '../../../../src/contract/wallet'
import { Loadable } from '../../../../src/features/loading/Loadable'
import { type LoadResource, useResource } from '../../../../src/features/loading/use-resource'
import { AmountField } from '../../../../src/features/money/AmountField'
import { checkAmount } from '../../../../src/features/money/amount'
import { useAttemptPost } from '../../../../src/features/money/attempt-key'
import { moneyCss } from '../../../../src/features/money/money.styles'
import { useT } from '../../../../src/i18n/react'
import { formatBRL } from '../../../../src/money'
import { Button } from '../../../../src/ui/Button'
import { Icon, type IconName } from '../../../../src/ui/icons'
import { PasswordField } from '../../../../src/ui/PasswordField'
import { EmptyState } from '../../../../src/ui/states'
import { useStyles } from '../../../../src/ui/styles'
import { validatePayPassword } from '../../../../src/validation'
import { navigateTo, redirectTo } from '../../../app/navigation'
import { api, feedback } from '../../../app/services'

interface WithdrawData {
  status: IsBankData
  accounts: PayoutAccount[]
  balances: Balances
}

type Errors = Partial<Record<'account' | 'amount' | 'password', string>>

const ICONS: Record<PayoutKind, IconName> = { bank: 'bank', crypto: 'wallet', pix: 'coins' }
const SET_PAY_PASSWORD = '/pages/mine/settings/setpaypwd'

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

function AddAccountFirst() {
  const t = useT()
  return (
    <EmptyState
      icon="bank"
      title={t('validation.bankFirst')}
      text={t('money.bankFirstText')}
      action={
        <div className="ficha-money-actions">
          <Button variant="secondary" onClick={() => navigateTo('/pages/bind/index')}>
            {t('money.bindCard')}
          </Button>
          <Button onClick={() => navigateTo('/pages/mine/account/bank')}>{t('money.addAccount')}</Button>
        </div>
      }
    />
  )
}

function WithdrawForm({ data, limits }: { data: WithdrawData; limits: VipLevel | null }) {
  const t = useT()
  const [accountId, setAccountId] = useState<number | null>(data.accounts[0]?.id ?? null)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const post = useAttemptPost(api, 'index/Withdraw_recharge')
  const { wallet } = data.balances
  const hasPayPassword = data.status.hasPayPassword

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const checked = checkAmount(amount, { balance: wallet, max: limits?.maxWithdrawal })
    const passwordKey = hasPayPassword ? validatePayPassword(password) : 'validation.payPasswordFirst'
    setErrors({
      account: accountId === null ? t('validation.bankFirst') : undefined,
      amount: checked.problem ? t(checked.problem.key, checked.problem.params) : undefined,
      password: passwordKey ? t(passwordKey) : undefined,
    })
    if (accountId === null || checked.centavos === null || passwordKey) return
    setBusy(true)
    try {
      const body = { type: 'withdraw' as const, amount: checked.centavos, accountId, payPassword: password }
      await post(body)
      feedback.toast(t('money.withdrawSubmitted'))
      redirectTo('/pages/mine/account/withdraw_list')
    } catch {
      // The client has shown why (wrong password with the tries left, a VIP limit...); the form stays.
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-money" noValidate onSubmit={submit}>
      <section className="ficha-money-card">
        <fieldset className="ficha-choices">
          <legend>{t('money.receivingAccount')}</legend>
          {data.accounts.map((account) => (
            <label key={account.id} className="ficha-choice">
              <input
                type="radio"
                name="account"
                value={account.id}
                checked={account.id === accountId}
                onChange={() => setAccountId(account.id)}
              />
              <span className="ficha-choice__icon">
                <Icon name={ICONS[account.kind]} size={22} />
              </span>
              <span className="ficha-choice__text">
                <span className="ficha-choice__name">{account.bankName}</span>
                <span className="ficha-choice__meta">
                  {account.number} · {account.holder}
                </span>
              </span>
            </label>
          ))}
          {errors.account ? <p className="ficha-money-error">{errors.account}</p> : null}
          <Button variant="ghost" onClick={() => navigateTo('/pages/mine/account/bank_list')}>
            {t('title.bankList')}
          </Button>
        </fieldset>
      </section>
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
        {hasPayPassword ? (
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
        ) : (
          <div className="ficha-money-notice" role={errors.password ? 'alert' : undefined}>
            <p className={errors.password ? 'ficha-money-error' : 'ficha-money-note'}>
              {t('validation.payPasswordFirst')}
            </p>
            <Button variant="secondary" onClick={() => navigateTo(SET_PAY_PASSWORD)}>
              {t('money.setPayPassword')}
            </Button>
          </div>
        )}
      </section>
      <Button type="submit" block busy={busy}>
        {t('money.withdrawNow')}
      </Button>
    </form>
  )
}

/**
 * /pages/mine/account/withdraw: choose a receiving account, an amount (or all of it) and confirm with the
 * withdrawal password. The amount leaves the wallet at once and waits for the operator's payment.
 */
export default function WithdrawPage() {
  useStyles(moneyCss)
  const data = useResource(loadData)
  const limits = useResource(loadLimits)
  return (
    <Loadable resource={data} isEmpty={(loaded) => loaded.accounts.length === 0} empty={<AddAccountFirst />}>
      {(loaded) => <WithdrawForm data={loaded} limits={limits.data ?? null} />}
    </Loadable>
  )
}
