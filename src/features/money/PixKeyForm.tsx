import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf'
import { type HTMLAttributes, useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { BindCardBody, PayoutAccount } from '../../contract/money'
import { PIX_KEY_TYPES, type PixKeyType } from '../../contract/money-values'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import {
  normalizeCpf,
  type ValidationKey,
  validateCpf,
  validatePersonName,
  validatePixKey,
} from '../../validation'
import { useCompliance } from '../protection/compliance'
import { Segments } from './Segments'
import { useCheckedForm } from './use-checked-form'

type Field = 'pixKey' | 'cpf' | 'firstName' | 'lastName'

/** A CPF's own format check, then (where the player's CPF is known) that it is the player's own one. */
const checkCpf = (typed: string, ownCpf: string | null): ValidationKey | null => {
  const invalid = validateCpf(typed.trim())
  if (invalid || ownCpf === null) return invalid
  return normalizeCpf(typed) === ownCpf ? null : 'validation.ownCpf'
}

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
 * Whether a field being typed is long enough to judge before the player leaves it: a CPF's 11 digits, a
 * phone's DDD and 9 digits, an EVP's 36 characters. Shorter (and any e-mail) is judged on leaving the field.
 */
const readyToCheck = (field: Field, type: PixKeyType, typed: string): boolean => {
  const digits = typed.replace(/\D/g, '').length
  if (field === 'cpf') return digits >= 11
  if (field !== 'pixKey') return false
  if (type === 'PHONE') return digits >= 11
  if (type === 'EVP') return typed.trim().length >= 36
  if (type === 'CNPJ') return typed.replace(/[^0-9A-Za-z]/g, '').length >= 14
  return false
}

/**
 * What index/bind_card gets: a key of type CPF is the CPF itself, typed once.
 * @internal Tested directly.
 */
export const pixKeyBody = (form: {
  pixKeyType: PixKeyType
  pixKey: string
  cpf: string
  firstName: string
  lastName: string
}): BindCardBody => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  cpf: form.cpf.trim(),
  pixKeyType: form.pixKeyType,
  pixKey: (form.pixKeyType === 'CPF' ? form.cpf : form.pixKey).trim(),
})

export interface PixKeyFormProps {
  api: ApiClient
  /** The key was added: the caller goes on (back to the withdrawal, the list...). */
  onBound: (account: PayoutAccount) => void
  toast: (message: string) => void
}

/**
 * A chave PIX to receive withdrawals: the key's type and the key first (of type CPF, the CPF is the key and
 * is typed once), then the holder's name; each field checked with the server's own validators.
 */
export function PixKeyForm({ api, onBound, toast }: PixKeyFormProps) {
  const t = useT()
  const [pixKeyType, setPixKeyType] = useState<PixKeyType>('CPF')
  const [pixKey, setPixKey] = useState('')
  const [cpf, setCpf] = useState('')
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const cpfIsKey = pixKeyType === 'CPF'
  // The brazil profile pays out only to the player's own CPF: a company's key (CNPJ) is refused, so not offered.
  const brazil = useCompliance(api) === 'brazil'
  const keyTypes = brazil ? PIX_KEY_TYPES.filter((type) => type !== 'CNPJ') : PIX_KEY_TYPES
  // The brazil profile verified the CPF and full name at sign-up: offer them instead of asking again.
  const [ownCpf, setOwnCpf] = useState<string | null>(null)
  const [verifiedName, setVerifiedName] = useState(false)
  useEffect(() => {
    if (!brazil) return
    let live = true
    api.post('user/getUserinfo', undefined, { silent: true }).then(
      (user) => {
        if (!live || !user.cpf) return
        setOwnCpf(user.cpf)
        setCpf(formatCpf(user.cpf))
        const [first = '', ...rest] = (user.fullName ?? '').trim().split(/\s+/)
        if (first && rest.length > 0) {
          setFirstName(first)
          setLastName(rest.join(' '))
          setVerifiedName(true)
        }
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, brazil])

  const check = (): Record<Field, ValidationKey | null> => ({
    pixKey: cpfIsKey ? null : validatePixKey(pixKeyType, pixKey),
    cpf: checkCpf(cpf, ownCpf),
    firstName: validatePersonName(firstName),
    lastName: validatePersonName(lastName),
  })
  const params = () => ({ type: t(`money.pixType.${pixKeyType}`) })
  const { errors, setErrors, busy, submit } = useCheckedForm<Field>({
    check,
    params,
    send: async () => {
      const account = await api.post(
        'index/bind_card',
        pixKeyBody({ pixKeyType, pixKey, cpf, firstName, lastName }),
      )
      toast(t('money.cardBound'))
      onBound(account)
    },
  })

  // Each field is checked as it is typed, with the message the submit would give: once it is long enough to
  // judge, once the player has left it, or while it shows a message (so the message goes as soon as it is right).
  const [left, setLeft] = useState<Partial<Record<Field, true>>>({})
  const leave = (field: Field) => () => setLeft((prev) => (prev[field] ? prev : { ...prev, [field]: true }))
  const typed: Record<Field, string> = { pixKey, cpf, firstName, lastName }
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when a value, the key type or a left field changes
  useEffect(() => {
    const found = check()
    setErrors((prev) => {
      const next = { ...prev }
      for (const field of Object.keys(found) as Field[]) {
        if (!(left[field] || prev[field] || readyToCheck(field, pixKeyType, typed[field]))) continue
        const key = found[field]
        next[field] = key ? t(key, params()) : undefined
      }
      return next
    })
  }, [pixKeyType, pixKey, cpf, firstName, lastName, ownCpf, left, t])

  return (
    <form className="ficha-money-card" noValidate onSubmit={submit} aria-label={t('money.pixKey')}>
      <h2 className="ficha-money-card__title">{t('money.pixKey')}</h2>
      <Segments
        legend={t('money.pixKeyType')}
        name="pixKeyType"
        value={pixKeyType}
        onChange={(type) => {
          // A key typed for another type starts over: its message would be about the other type.
          setPixKeyType(type)
          setPixKey('')
          setLeft(({ pixKey: _, ...rest }) => rest)
          setErrors((prev) => ({ ...prev, pixKey: undefined }))
        }}
        options={keyTypes.map((type) => ({ value: type, label: t(`money.pixType.${type}`) }))}
      />
      {cpfIsKey ? null : (
        <TextField
          label={t('money.pixKey')}
          value={pixKey}
          onChange={setPixKey}
          onBlur={leave('pixKey')}
          error={errors.pixKey}
          {...KEY_INPUT[pixKeyType]}
          placeholder={t(`money.pixKeyHint.${pixKeyType}`)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={100}
        />
      )}
      <TextField
        label={cpfIsKey ? t('money.cpfKey') : t('money.holderCpf')}
        value={cpf}
        // Shown as written on documents, 000.000.000-00, however it is typed or pasted.
        onChange={(value) => setCpf(formatCpf(value))}
        onBlur={leave('cpf')}
        error={errors.cpf}
        inputMode="numeric"
        placeholder="000.000.000-00"
        autoComplete="off"
        maxLength={14}
      />
      <TextField
        label={t('money.firstName')}
        value={firstName}
        onChange={setFirstName}
        onBlur={leave('firstName')}
        error={errors.firstName}
        autoComplete="given-name"
        readOnly={verifiedName}
        maxLength={60}
      />
      <TextField
        label={t('money.lastName')}
        value={lastName}
        onChange={setLastName}
        onBlur={leave('lastName')}
        error={errors.lastName}
        hint={verifiedName ? t('money.nameVerified') : undefined}
        autoComplete="family-name"
        readOnly={verifiedName}
        maxLength={60}
      />
      <Button type="submit" block busy={busy}>
        {t('money.saveKey')}
      </Button>
    </form>
  )
}
