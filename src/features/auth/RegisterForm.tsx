import { type ComponentType, type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { ApiError } from '../../api/api-error'
import type { ApiClient } from '../../api/types'
import type { LoginData } from '../../contract/user'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { CodeField } from '../../ui/CodeField'
import { useFeedback } from '../../ui/feedback-context'
import { useStyles } from '../../ui/styles'
import { TextField } from '../../ui/TextField'
import { normalizePhone, validateAgreement } from '../../validation'
import { keepClick, storedClick } from '../partners/tracking'
import { AdultNotice } from '../protection/AdultNotice'
import { complianceOf } from '../protection/compliance'
import { AgreementCheck } from './AgreementCheck'
import { authCss } from './auth.styles'
import type { IdentityFieldsProps } from './IdentityFields'
import {
  birthDateProblem,
  checkIdentity,
  emptyIdentity,
  IDENTITY_FIELD_OF,
  type IdentityField,
  identityBody,
} from './identity'
import { loadIdentityFields } from './identity-fields-loader'
import { failureMessage, SPECIFIC_CODES } from './messages'
import { PasswordPairFields, usePasswordPair } from './PasswordPairFields'
import { PhoneInputField } from './PhoneInputField'
import type { PhoneInput } from './phone'
import { codeError, sendCodeToPhone } from './send-code'
import { applyLogin } from './session'

export interface RegisterFormProps {
  api: ApiClient
  phone: PhoneInput
  onPhoneChange: (phone: PhoneInput) => void
  /** From an invite link (`?code=`) or a widget's invite-code attribute. */
  invitationCode?: string
  /** Called once the new player's session is stored: registration logs them in. */
  onSuccess: (login: LoginData) => void
  footer?: ReactNode
}

type Errors = Partial<Record<'phone' | 'password' | 'repeat' | 'code' | IdentityField, string>>

/**
 * The identity fields, in the brazil profile only: loaded on demand, so the standard profile's sign-up
 * (and the portal's login chunk) carries none of it.
 */
function useIdentityFields(api: ApiClient): ComponentType<IdentityFieldsProps> | null {
  const [fields, setFields] = useState<ComponentType<IdentityFieldsProps> | null>(null)
  useEffect(() => {
    let live = true
    complianceOf(api)
      .then((profile) => (profile === 'brazil' ? loadIdentityFields() : null))
      .then((module) => {
        if (live && module) setFields(() => module.default)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api])
  return fields
}

/**
 * Registration (spec §3): phone, password twice, code with its 60 s countdown, invitation, agreement; in
 * the brazil profile also CPF, full name and date of birth; the 18+ notice.
 */
export function RegisterForm({
  api,
  phone,
  onPhoneChange,
  invitationCode = '',
  onSuccess,
  footer,
}: RegisterFormProps) {
  useStyles(authCss)
  const t = useT()
  const { toast } = useFeedback()
  const pair = usePasswordPair()
  const { password, repeat } = pair
  const [code, setCode] = useState('')
  const [invitation, setInvitation] = useState(invitationCode)
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const IdentityFields = useIdentityFields(api)
  const [identity, setIdentity] = useState(emptyIdentity)

  const send = () => {
    // The brazil profile: a minor (or a missing date) is told before any SMS goes out.
    const birthKey = IdentityFields ? birthDateProblem(identity.birthDate) : null
    if (birthKey) {
      setErrors({ ...errors, birthDate: t(birthKey) })
      return Promise.reject(new Error('birth date'))
    }
    return sendCodeToPhone(api, t, toast, 'register', phone, (message) =>
      setErrors({ ...errors, phone: message, birthDate: undefined }),
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!phone.national.trim() || !password || !repeat || !code.trim()) {
      toast(t('validation.registrationIncomplete'))
      return
    }
    const to = normalizePhone(phone.prefix, phone.national)
    const { passwordKey, repeatKey } = pair.check()
    const codeMessage = codeError(t, code)
    const found: Errors = {
      phone: to ? undefined : t('validation.phone'),
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
      code: codeMessage,
    }
    const identityKeys = IdentityFields ? checkIdentity(identity) : null
    for (const [field, key] of Object.entries(identityKeys ?? {}))
      if (key) found[field as IdentityField] = t(key)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    if (!to) return
    const agreementKey = validateAgreement(agreed)
    if (agreementKey) {
      toast(t(agreementKey))
      return
    }
    setBusy(true)
    try {
      const login = await api.post(
        'user/register',
        {
          username: to,
          password,
          codes: code.trim(),
          invitation_code: invitation.trim(),
          agree: agreed,
          ...(IdentityFields ? identityBody(identity) : {}),
          click: storedClick(),
        },
        { silent: true },
      )
      keepClick()
      applyLogin(login)
      toast(t('msg.registerLoggedIn'))
      onSuccess(login)
    } catch (error) {
      // An identity refusal (CPF taken, under 18...) shows its message under its field.
      const field = error instanceof ApiError ? IDENTITY_FIELD_OF[error.code] : undefined
      if (field && error instanceof ApiError) setErrors({ [field]: error.message })
      else toast(failureMessage(t, error, 'msg.registerFailed', SPECIFIC_CODES.register))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-auth" noValidate onSubmit={submit}>
      <AdultNotice />
      <p className="ficha-auth__notice">{t('auth.realPhoneNotice')}</p>
      <PhoneInputField phone={phone} onPhoneChange={onPhoneChange} error={errors.phone} />
      <PasswordPairFields pair={pair} errors={errors} label={t('auth.password')} />
      {/* Before the code: the date of birth is checked before it is sent. */}
      {IdentityFields ? <IdentityFields value={identity} onChange={setIdentity} errors={errors} /> : null}
      <CodeField value={code} onChange={setCode} onSend={send} error={errors.code} />
      <TextField
        label={t('auth.invitationCode')}
        placeholder={t('auth.invitationPlaceholder')}
        value={invitation}
        onChange={setInvitation}
        autoComplete="off"
        autoCapitalize="characters"
      />
      <AgreementCheck api={api} checked={agreed} onChange={setAgreed} />
      <Button type="submit" block busy={busy}>
        {t('auth.register')}
      </Button>
      {footer}
    </form>
  )
}
