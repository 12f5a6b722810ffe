import { type FormEvent, type ReactNode, useState } from 'react'
import type { ApiClient } from '../../api/types'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { CodeField } from '../../ui/CodeField'
import { useFeedback } from '../../ui/feedback-context'
import { useStyles } from '../../ui/styles'
import { normalizePhone } from '../../validation'
import { authCss } from './auth.styles'
import { failureMessage, SPECIFIC_CODES } from './messages'
import { PasswordPairFields, usePasswordPair } from './PasswordPairFields'
import { PhoneInputField } from './PhoneInputField'
import type { PhoneInput } from './phone'
import { codeError, sendCodeToPhone } from './send-code'

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
  const pair = usePasswordPair()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const send = () =>
    sendCodeToPhone(api, t, toast, 'reset', phone, (message) => setErrors({ ...errors, phone: message }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const to = normalizePhone(phone.prefix, phone.national)
    const codeMessage = codeError(t, code)
    const { passwordKey, repeatKey } = pair.check()
    setErrors({
      phone: to ? undefined : t('validation.phone'),
      code: codeMessage,
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
    })
    if (!to || codeMessage || passwordKey || repeatKey) return
    setBusy(true)
    try {
      await api.post(
        'user/change_pwd',
        { username: to, password: pair.password, code: code.trim() },
        { silent: true },
      )
      toast(t('msg.resetSucceeded'))
      onSuccess(pair.password)
    } catch (error) {
      toast(failureMessage(t, error, 'msg.networkError', SPECIFIC_CODES.reset))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-auth" noValidate onSubmit={submit}>
      <PhoneInputField phone={phone} onPhoneChange={onPhoneChange} error={errors.phone} />
      <CodeField value={code} onChange={setCode} onSend={send} error={errors.code} />
      <PasswordPairFields pair={pair} errors={errors} />
      <Button type="submit" block busy={busy}>
        {t('auth.resetSubmit')}
      </Button>
      {footer}
    </form>
  )
}
