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
import { normalizePhone, validateCode, validatePassword, validatePasswordRepeat } from '../../validation'
import { authCss } from './auth.styles'
import { failureMessage, SPECIFIC_CODES } from './messages'
import type { PhoneInput } from './phone'
import { sendCode } from './send-code'

export interface ResetFormProps {
  api: ApiClient
  phone: PhoneInput
  onPhoneChange: (phone: PhoneInput) => void
  /** Called after 'Reset succeeded.' with the new password, to prefill the login. */
  onSuccess: (password: string) => void
  footer?: ReactNode
}

type Errors = Partial<Record<'phone' | 'password' | 'repeat' | 'code', string>>

/** Forgot password (user/change_pwd): phone, code sent for purpose reset, new password twice. */
export function ResetForm({ api, phone, onPhoneChange, onSuccess, footer }: ResetFormProps) {
  useStyles(authCss)
  const t = useT()
  const { toast } = useFeedback()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const username = () => normalizePhone(phone.prefix, phone.national)

  const send = () => {
    const to = username()
    setErrors({ ...errors, phone: to ? undefined : t('validation.phone') })
    if (!to) return Promise.reject(new Error('invalid phone'))
    return sendCode(api, t, toast, 'reset', to)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const to = username()
    const codeKey = validateCode(code.trim())
    const passwordKey = validatePassword(password)
    const repeatKey = passwordKey ? null : validatePasswordRepeat(password, repeat)
    setErrors({
      phone: to ? undefined : t('validation.phone'),
      code: codeKey ? t(codeKey, { length: CODE_LENGTH }) : undefined,
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
    })
    if (!to || codeKey || passwordKey || repeatKey) return
    setBusy(true)
    try {
      await api.post('user/change_pwd', { username: to, password, code: code.trim() }, { silent: true })
      toast(t('msg.resetSucceeded'))
      onSuccess(password)
    } catch (error) {
      toast(failureMessage(t, error, 'msg.networkError', SPECIFIC_CODES.reset))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-auth" noValidate onSubmit={submit}>
      <PhoneField
        prefix={phone.prefix}
        onPrefixChange={(prefix) => onPhoneChange({ ...phone, prefix })}
        value={phone.national}
        onChange={(national) => onPhoneChange({ ...phone, national })}
        error={errors.phone}
      />
      <CodeField value={code} onChange={setCode} onSend={send} error={errors.code} />
      <PasswordField
        label={t('auth.newPassword')}
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
      <Button type="submit" block busy={busy}>
        {t('auth.resetSubmit')}
      </Button>
      {footer}
    </form>
  )
}
