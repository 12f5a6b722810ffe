import { useState } from 'react'
import type { ApiClient } from '../../api/types'
import { UPLOAD_MAX_BYTES } from '../../contract/money-values'
import type { LimitKey } from '../../contract/protection'
import type {
  BankAccountType,
  Gender,
  RegistrationBody,
  RegistrationStatus,
} from '../../contract/registration'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { useStyles } from '../../ui/styles'
import { TextField } from '../../ui/TextField'
import { validateEmail, validateRequired } from '../../validation'
import { AmountField } from '../money/AmountField'
import { ImagePicker } from '../money/ImagePicker'
import { moneyCss } from '../money/money.styles'
import { Segments } from '../money/Segments'
import { createUploader } from '../money/upload'
import { useCheckedForm } from '../money/use-checked-form'
import { readLimit } from './limits'

type AddressField = 'cep' | 'street' | 'number' | 'district' | 'city' | 'state'
type Field = AddressField | 'email' | 'bank' | 'branch' | 'account' | 'document' | 'loss' | 'sessionMinutes'
type LossKey = Extract<LimitKey, 'lossDay' | 'lossWeek' | 'lossMonth'>

const LOSS_KEYS: readonly LossKey[] = ['lossDay', 'lossWeek', 'lossMonth']
const digits = (text: string) => text.replace(/\D/g, '')

export interface RegistrationFormProps {
  api: ApiClient
  status: RegistrationStatus
  /** After the set was saved: the answer, with what is still owed. */
  onSaved: (status: RegistrationStatus) => void
}

/**
 * The extended registration's set (Ordinance SPA/MF 2.579/2025): the address (filled in from the CEP where
 * a lookup is offered), e-mail, gender, the bank account the player deposits from, a photo of the ID and
 * the loss and session limits. The server checks each field again.
 */
export function RegistrationForm({ api, status, onSaved }: RegistrationFormProps) {
  useStyles(moneyCss)
  const t = useT()
  const [upload] = useState(() => createUploader(api))
  const [address, setAddress] = useState<Record<AddressField | 'complement', string>>({
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '',
  })
  const [email, setEmail] = useState('')
  const [gender, setGender] = useState<Gender>('female')
  const [bank, setBank] = useState({ bank: '', branch: '', account: '' })
  const [accountType, setAccountType] = useState<BankAccountType>('checking')
  const [document, setDocument] = useState<File | null>(null)
  const [loss, setLoss] = useState<Record<LossKey, string>>({ lossDay: '', lossWeek: '', lossMonth: '' })
  const [minutes, setMinutes] = useState('')

  const edit = (field: AddressField | 'complement') => (value: string) =>
    setAddress((before) => ({ ...before, [field]: value }))

  // The CEP's address fills the fields it names; the player may still change them.
  const lookUp = async () => {
    const found = await api.post('user/cep', { cep: address.cep }).catch(() => null)
    if (found) setAddress((before) => ({ ...before, ...found, cep: address.cep }))
  }

  const losses = LOSS_KEYS.map((key) => [key, readLimit(key, loss[key])] as const)
  const { errors, busy, submit } = useCheckedForm<Field>({
    check: () => ({
      cep: digits(address.cep).length === 8 ? null : 'registration.cepInvalid',
      street: validateRequired(address.street),
      number: validateRequired(address.number),
      district: validateRequired(address.district),
      city: validateRequired(address.city),
      state: /^[A-Za-z]{2}$/.test(address.state.trim()) ? null : 'registration.stateInvalid',
      email: validateEmail(email.trim()),
      bank: /^\d{3}$/.test(bank.bank.trim()) ? null : 'registration.bankInvalid',
      branch: /^\d{1,4}$/.test(bank.branch.trim()) ? null : 'registration.branchInvalid',
      account: /^\d{1,13}-?[\dXx]$/.test(bank.account.trim()) ? null : 'registration.accountInvalid',
      document: document ? null : 'registration.documentMissing',
      loss:
        losses.some(([, value]) => value === undefined) || losses.every(([, value]) => value === null)
          ? 'registration.lossMissing'
          : null,
      sessionMinutes: readLimit('sessionMinutes', minutes) ? null : 'registration.minutesMissing',
    }),
    send: async () => {
      const limit = (key: LossKey) => losses.find(([name]) => name === key)?.[1] ?? null
      const body: RegistrationBody = {
        address: { ...address },
        email: email.trim(),
        gender,
        bankAccount: { ...bank, type: accountType },
        documentUploadId: (await upload(document as File)).id,
        limits: {
          lossDay: limit('lossDay'),
          lossWeek: limit('lossWeek'),
          lossMonth: limit('lossMonth'),
          sessionMinutes: readLimit('sessionMinutes', minutes) ?? 0,
        },
      }
      onSaved(await api.post('user/complete_registration', body))
    },
  })

  const addressField = (field: AddressField | 'complement', maxLength: number) => (
    <TextField
      label={t(`registration.${field}`)}
      value={address[field]}
      onChange={edit(field)}
      error={field === 'complement' ? undefined : errors[field]}
      maxLength={maxLength}
      autoComplete="off"
    />
  )

  const bankField = (field: keyof typeof bank, maxLength: number) => (
    <TextField
      label={t(`registration.${field}`)}
      value={bank[field]}
      onChange={(value) => setBank((before) => ({ ...before, [field]: value }))}
      error={errors[field]}
      // The account's check digit may be an X.
      inputMode={field === 'account' ? undefined : 'numeric'}
      maxLength={maxLength}
      autoComplete="off"
    />
  )

  return (
    <form className="ficha-money" noValidate onSubmit={submit} data-testid="registration-form">
      <section className="ficha-money-card">
        <p className="ficha-money-card__title">{t('registration.addressTitle')}</p>
        <TextField
          label={t('registration.cep')}
          value={address.cep}
          onChange={edit('cep')}
          onBlur={status.cepLookup && digits(address.cep).length === 8 ? lookUp : undefined}
          error={errors.cep}
          inputMode="numeric"
          maxLength={9}
          autoComplete="postal-code"
          hint={status.cepLookup ? t('registration.cepHint') : undefined}
        />
        {addressField('street', 120)}
        {addressField('number', 20)}
        {addressField('complement', 80)}
        {addressField('district', 80)}
        {addressField('city', 80)}
        {addressField('state', 2)}
      </section>
      <section className="ficha-money-card">
        <p className="ficha-money-card__title">{t('registration.contactTitle')}</p>
        <TextField
          label={t('registration.email')}
          value={email}
          onChange={setEmail}
          error={errors.email}
          type="email"
          inputMode="email"
          maxLength={254}
          autoComplete="email"
        />
        <Segments
          legend={t('registration.gender')}
          name="gender"
          value={gender}
          onChange={setGender}
          options={(['female', 'male', 'other'] as const).map((value) => ({
            value,
            label: t(`registration.genders.${value}`),
          }))}
        />
      </section>
      <section className="ficha-money-card">
        <p className="ficha-money-card__title">{t('registration.bankTitle')}</p>
        <p className="ficha-money-note">{t('registration.bankNote')}</p>
        {bankField('bank', 3)}
        {bankField('branch', 4)}
        {bankField('account', 15)}
        <Segments
          legend={t('registration.accountType')}
          name="accountType"
          value={accountType}
          onChange={setAccountType}
          options={(['checking', 'savings', 'payment'] as const).map((value) => ({
            value,
            label: t(`registration.accountTypes.${value}`),
          }))}
        />
      </section>
      <section className="ficha-money-card">
        <ImagePicker
          label={t('registration.document')}
          file={document}
          onChange={setDocument}
          error={errors.document}
          maxBytes={UPLOAD_MAX_BYTES}
        />
      </section>
      <section className="ficha-money-card">
        <p className="ficha-money-card__title">{t('registration.limitsTitle')}</p>
        <p className="ficha-money-note">{t('registration.limitsNote')}</p>
        {LOSS_KEYS.map((key) => (
          <AmountField
            key={key}
            label={t(`protection.limit.${key}`)}
            value={loss[key]}
            onChange={(value) => setLoss((before) => ({ ...before, [key]: value }))}
          />
        ))}
        {errors.loss ? (
          <p className="ficha-money-note" role="alert">
            {errors.loss}
          </p>
        ) : null}
        <TextField
          label={t('protection.limit.sessionMinutes')}
          value={minutes}
          onChange={setMinutes}
          error={errors.sessionMinutes}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
        />
      </section>
      <Button type="submit" block busy={busy}>
        {t('registration.save')}
      </Button>
    </form>
  )
}
