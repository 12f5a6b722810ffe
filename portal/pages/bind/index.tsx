import { type HTMLAttributes, useState } from 'react'
import type { BindCardBody } from '../../../src/contract/money'
import { PIX_KEY_TYPES, type PixKeyType } from '../../../src/contract/money-values'
import { PhoneInputField } from '../../../src/features/auth/PhoneInputField'
import { emptyPhone, type PhoneInput } from '../../../src/features/auth/phone'
import { moneyCss } from '../../../src/features/money/money.styles'
import { Segments } from '../../../src/features/money/Segments'
import { useCheckedForm } from '../../../src/features/money/use-checked-form'
import { useT } from '../../../src/i18n/react'
import { Button } from '../../../src/ui/Button'
import { useStyles } from '../../../src/ui/styles'
import { TextField } from '../../../src/ui/TextField'
import {
  normalizePhone,
  validateCpf,
  validateEmail,
  validatePersonName,
  validatePhone,
  validatePixKey,
} from '../../../src/validation'
import { historyDepth } from '../../app/location'
import { back, redirectTo } from '../../app/navigation'
import { api, feedback } from '../../app/services'

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'cpf' | 'pixKey'

/** The keypad and autofill that suit each kind of PIX key. */
const KEY_INPUT: Record<PixKeyType, Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & { type: string }> =
  {
    CPF: { inputMode: 'numeric', type: 'text' },
    CNPJ: { inputMode: 'text', type: 'text' },
    PHONE: { inputMode: 'tel', type: 'tel' },
    EMAIL: { inputMode: 'email', type: 'email' },
    EVP: { inputMode: 'text', type: 'text' },
  }

/**
 * /pages/bind/index: binds a PIX payout card: the holder (first and last name, e-mail, phone, CPF) and the
 * PIX key with its type, each checked with the server's own validators before it is sent.
 */
export default function BindPage() {
  useStyles(moneyCss)
  const t = useT()
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState<PhoneInput>(emptyPhone)
  const [cpf, setCpf] = useState('')
  const [pixKeyType, setPixKeyType] = useState<PixKeyType>('CPF')
  const [pixKey, setPixKey] = useState('')

  const { errors, setErrors, busy, submit } = useCheckedForm<Field>({
    check: () => ({
      firstName: validatePersonName(firstName),
      lastName: validatePersonName(lastName),
      email: validateEmail(email.trim()),
      phone: validatePhone(phone.prefix, phone.national),
      cpf: validateCpf(cpf.trim()),
      pixKey: validatePixKey(pixKeyType, pixKey),
    }),
    params: () => ({ type: t(`money.pixType.${pixKeyType}`) }),
    send: async () => {
      const body: BindCardBody = {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        phone: normalizePhone(phone.prefix, phone.national) ?? '',
        cpf: cpf.trim(),
        pixKey: pixKey.trim(),
        pixKeyType,
      }
      await api.post('index/bind_card', body)
      feedback.toast(t('money.cardBound'))
      if (historyDepth() > 0) back()
      else redirectTo('/pages/mine/account/bank_list')
    },
  })

  return (
    <form className="ficha-money" noValidate onSubmit={submit}>
      <section className="ficha-money-card">
        <h2 className="ficha-money-card__title">{t('money.holder')}</h2>
        <TextField
          label={t('money.firstName')}
          value={firstName}
          onChange={setFirstName}
          error={errors.firstName}
          autoComplete="given-name"
          maxLength={60}
        />
        <TextField
          label={t('money.lastName')}
          value={lastName}
          onChange={setLastName}
          error={errors.lastName}
          autoComplete="family-name"
          maxLength={60}
        />
        <TextField
          label={t('money.email')}
          type="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          autoComplete="email"
          maxLength={254}
        />
        <PhoneInputField phone={phone} onPhoneChange={setPhone} error={errors.phone} />
        <TextField
          label={t('money.cpf')}
          value={cpf}
          onChange={setCpf}
          error={errors.cpf}
          inputMode="numeric"
          placeholder="000.000.000-00"
          autoComplete="off"
          maxLength={14}
        />
      </section>
      <section className="ficha-money-card">
        <h2 className="ficha-money-card__title">{t('money.pixKey')}</h2>
        <Segments
          legend={t('money.pixKeyType')}
          name="pixKeyType"
          value={pixKeyType}
          onChange={(type) => {
            setPixKeyType(type)
            setErrors((prev) => ({ ...prev, pixKey: undefined }))
          }}
          options={PIX_KEY_TYPES.map((type) => ({ value: type, label: t(`money.pixType.${type}`) }))}
        />
        <TextField
          label={t('money.pixKey')}
          value={pixKey}
          onChange={setPixKey}
          error={errors.pixKey}
          {...KEY_INPUT[pixKeyType]}
          placeholder={t(`money.pixKeyHint.${pixKeyType}`)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={100}
        />
      </section>
      <Button type="submit" block busy={busy}>
        {t('money.bindCard')}
      </Button>
    </form>
  )
}
