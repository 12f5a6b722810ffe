import { type FormEvent, type ReactNode, useState } from 'react'
import type { ApiClient } from '../../api/types'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { useFeedback } from '../../ui/feedback-context'
import { PasswordField } from '../../ui/PasswordField'
import { useStyles } from '../../ui/styles'
import { normalizePhone, validateRequired } from '../../validation'
import { authCss } from './auth.styles'
import { failureMessage, SPECIFIC_CODES } from './messages'
import { PhoneInputField } from './PhoneInputField'
import type { PhoneInput } from './phone'
import { applyLogin } from './session'

export interface LoginFormProps {
  api: ApiClient
  phone: PhoneInput
  onPhoneChange: (phone: PhoneInput) => void
  /** Prefilled after a registration, so one tap logs the new player in. */
  defaultPassword?: string
  /** Called after the session is stored and 'Login succeeded.' shown. */
  onSuccess: () => void
  /** Links under the button (sign up, forgot password). */
  footer?: ReactNode
}

/** Phone with prefix and password; stores the session on success (spec §3, §4). */
export function LoginForm({
  api,
  phone,
  onPhoneChange,
  defaultPassword = '',
  onSuccess,
  footer,
}: LoginFormProps) {
  useStyles(authCss)
  const t = useT()
  const { toast } = useFeedback()
  const [password, setPassword] = useState(defaultPassword)
  const [errors, setErrors] = useState<{ phone?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const username = normalizePhone(phone.prefix, phone.national)
    const passwordError = validateRequired(password)
    const found = {
      phone: username ? undefined : t('validation.phone'),
      password: passwordError ? t(passwordError) : undefined,
    }
    setErrors(found)
    if (!username || passwordError) return
    setBusy(true)
    try {
      applyLogin(await api.post('user/login', { username, password }, { silent: true }))
      toast(t('msg.loginSucceeded'))
      onSuccess()
    } catch (error) {
      toast(failureMessage(t, error, 'msg.loginFailed', SPECIFIC_CODES.login))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-auth" noValidate onSubmit={submit}>
      <PhoneInputField
        phone={phone}
        onPhoneChange={onPhoneChange}
        autoComplete="username"
        error={errors.phone}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.login')}
      </Button>
      {footer}
    </form>
  )
}
