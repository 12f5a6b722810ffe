import { historyDepth } from '@portal/app/location'
import { back, redirectTo } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import type { AddBankBody } from '@src/contract/money'
import { UPLOAD_MAX_BYTES } from '@src/contract/money-values'
import { PhoneInputField } from '@src/features/auth/PhoneInputField'
import { emptyPhone, type PhoneInput } from '@src/features/auth/phone'
import { ImagePicker } from '@src/features/money/ImagePicker'
import { MemoField } from '@src/features/money/MemoField'
import { moneyCss } from '@src/features/money/money.styles'
import { Segments } from '@src/features/money/Segments'
import { createUploader } from '@src/features/money/upload'
import { useCheckedForm } from '@src/features/money/use-checked-form'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import {
  normalizePhone,
  validateAccountNumber,
  validateBankName,
  validateBranch,
  validatePersonName,
  validatePhone,
} from '@src/validation'
import { useState } from 'react'

type Field = 'bankName' | 'realName' | 'accountNumber' | 'phone' | 'branch' | 'reservedPhone'
type Kind = 'bank' | 'crypto'

const LIST = '/pages/mine/account/bank_list'
const upload = createUploader(api)

/**
 * /pages/mine/account/bank: adds a receiving account: a bank account (bank, holder, number, phone, branch)
 * or a virtual one (crypto network and wallet address), with an optional payment QR code and memo.
 */
export default function AddBankPage() {
  useStyles(moneyCss)
  const t = useT()
  const [kind, setKind] = useState<Kind>('bank')
  const [bankName, setBankName] = useState('')
  const [realName, setRealName] = useState('')
  const [accountNumber, setAccountNumber] = useState('')
  const [phone, setPhone] = useState<PhoneInput>(emptyPhone)
  const [branch, setBranch] = useState('')
  const [reservedPhone, setReservedPhone] = useState<PhoneInput>(emptyPhone)
  const [memo, setMemo] = useState('')
  const [qrCode, setQrCode] = useState<File | null>(null)
  const virtual = kind === 'crypto'

  const { errors, setErrors, busy, submit } = useCheckedForm<Field>({
    check: () => ({
      bankName: validateBankName(bankName),
      realName: validatePersonName(realName),
      accountNumber: validateAccountNumber(accountNumber, virtual),
      phone: validatePhone(phone.prefix, phone.national),
      branch: !virtual && branch.trim() ? validateBranch(branch) : null,
      reservedPhone: reservedPhone.national.trim()
        ? validatePhone(reservedPhone.prefix, reservedPhone.national)
        : null,
    }),
    send: async () => {
      const body: AddBankBody = {
        bankName: bankName.trim(),
        realName: realName.trim(),
        accountNumber: accountNumber.trim(),
        phone: normalizePhone(phone.prefix, phone.national) ?? '',
        branch: virtual ? undefined : branch.trim() || undefined,
        qrCode: qrCode ? (await upload(qrCode)).id : undefined,
        reservedPhone: normalizePhone(reservedPhone.prefix, reservedPhone.national) ?? undefined,
        memo: memo.trim() || undefined,
        virtual,
      }
      await api.post('index/add_bank', body)
      feedback.toast(t('money.accountAdded'))
      if (historyDepth() > 0) back()
      else redirectTo(LIST)
    },
  })

  return (
    <form className="ficha-money" noValidate onSubmit={submit}>
      <section className="ficha-money-card">
        <Segments
          legend={t('money.accountKind')}
          name="kind"
          value={kind}
          onChange={(value) => {
            setKind(value)
            setErrors({})
          }}
          options={[
            { value: 'bank', label: t('money.kind.bank') },
            { value: 'crypto', label: t('money.kind.crypto') },
          ]}
        />
        <TextField
          label={t(virtual ? 'money.network' : 'money.bankName')}
          value={bankName}
          onChange={setBankName}
          error={errors.bankName}
          placeholder={virtual ? 'USDT-TRC20' : undefined}
          maxLength={60}
          autoComplete="off"
        />
        <TextField
          label={t('money.realName')}
          value={realName}
          onChange={setRealName}
          error={errors.realName}
          maxLength={60}
          autoComplete="name"
        />
        <TextField
          label={t(virtual ? 'money.walletAddress' : 'money.accountNumber')}
          value={accountNumber}
          onChange={setAccountNumber}
          error={errors.accountNumber}
          inputMode={virtual ? 'text' : 'numeric'}
          maxLength={100}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        {virtual ? null : (
          <TextField
            label={t('money.branch')}
            value={branch}
            onChange={setBranch}
            error={errors.branch}
            inputMode="numeric"
            maxLength={20}
            autoComplete="off"
          />
        )}
        <PhoneInputField phone={phone} onPhoneChange={setPhone} error={errors.phone} />
        <PhoneInputField
          label={t('money.reservedPhone')}
          phone={reservedPhone}
          onPhoneChange={setReservedPhone}
          error={errors.reservedPhone}
          autoComplete="off"
        />
        <ImagePicker
          label={t('money.paymentQr')}
          file={qrCode}
          onChange={setQrCode}
          maxBytes={UPLOAD_MAX_BYTES}
        />
        <MemoField label={t('money.memo')} value={memo} onChange={setMemo} />
      </section>
      <Button type="submit" block busy={busy}>
        {t('common.submit')}
      </Button>
    </form>
  )
}
