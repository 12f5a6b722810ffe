import { type FormEvent, type ReactNode, useState } from 'react'
import type { ApiClient } from '../../api/types'
import { CODE_LENGTH } from '../../constants'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { CodeField } from '../../ui/CodeField'
import { useFeedback } from '../../ui/FeedbackHost'
import { PasswordField } from '../../ui/PasswordField'
import { PhoneField } from '../../ui/PhoneField'
import { useStyles } from '../../ui/styles'
import { TextField } from '../../ui/TextField'
import {
  normalizePhone,
  validateAgreement,
  validateCode,
  validatePassword,
  validatePasswordRepeat,
} from '../../validation'
import { AgreementCheck } from './AgreementCheck'
import { authCss } from './auth.styles'
import { failureMessage, SPECIFIC_CODES } from './messages'
import type { PhoneInput } from './phone'
import { sendCode } from './send-code'

export interface RegisterFormProps {
  api: ApiClient
  phone: PhoneInput
  onPhoneChange: (phone: PhoneInput) => void
  /** From an invite link (`?code=`) or a widget's invite-code attribute. */
  invitationCode?: string
  /** Called after 'Registration succeeded, please log in.' with the password, to prefill the login. */
  onSuccess: (password: string) => void
  footer?: ReactNode
}

type Errors = Partial<Record<'phone' | 'password' | 'repeat' | 'code', string>>

/** Registration (spec §3): phone, password twice, code with its 60 s countdown, invitation, agreement. */
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
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [code, setCode] = useState('')
  const [invitation, setInvitation] = useState(invitationCode)
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const username = () => normalizePhone(phone.prefix, phone.national)

  const send = () => {
    const to = username()
    setErrors({ ...errors, phone: to ? undefined : t('validation.phone') })
    if (!to) return Promise.reject(new Error('invalid phone'))
    return sendCode(api, t, toast, 'register', to)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!phone.national.trim() || !password || !repeat || !code.trim()) {
      toast(t('validation.registrationIncomplete'))
      return
    }
    const to = username()
    const passwordKey = validatePassword(password)
    const repeatKey = passwordKey ? null : validatePasswordRepeat(password, repeat)
    const codeKey = validateCode(code.trim())
    const found: Errors = {
      phone: to ? undefined : t('validation.phone'),
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
      code: codeKey ? t(codeKey, { length: CODE_LENGTH }) : undefined,
    }
    setErrors(found)
    if (!to || passwordKey || repeatKey || codeKey) return
    const agreementKey = validateAgreement(agreed)
    if (agreementKey) {
      toast(t(agreementKey))
      return
    }
    setBusy(true)
    try {
      await api.post(
        'user/register',
        { username: to, password, codes: code.trim(), invitation_code: invitation.trim(), agree: agreed },
        { silent: true },
      )
      toast(t('msg.registerSucceeded'))
      onSuccess(password)
    } catch (error) {
      toast(failureMessage(t, error, 'msg.registerFailed', SPECIFIC_CODES.register))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-auth" noValidate onSubmit={submit}>
      <p className="ficha-auth__notice">{t('auth.realPhoneNotice')}</p>
      <PhoneField
        prefix={phone.prefix}
        onPrefixChange={(prefix) => onPhoneChange({ ...phone, prefix })}
        value={phone.national}
        onChange={(national) => onPhoneChange({ ...phone, national })}
        error={errors.phone}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.newPasswordPlaceholder')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.password}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
        error={errors.repeat}
      />
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
