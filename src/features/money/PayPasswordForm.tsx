import { type FormEvent, useState } from 'react'
import type { ApiClient } from '../../api/types'
import { PAY_PASSWORD_LENGTH } from '../../constants'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { CodeField } from '../../ui/CodeField'
import { formatPhone, validatePayPassword } from '../../validation'
import { PasswordPairFields, usePasswordPair } from '../auth/PasswordPairFields'
import { codeError, sendCode } from '../auth/send-code'

type Errors = Partial<Record<'password' | 'repeat' | 'code', string>>

export interface PayPasswordFormProps {
  api: ApiClient
  toast: (message: string) => void
  /** The account's phone, where the code goes (said under the code field). */
  phone?: string
  /** Saved: answers the new password, so a withdrawal on the same page can use it at once. */
  onSaved: (password: string) => void
  className?: string
}

/**
 * The 6-digit withdrawal password, twice, with a code sent to the account's phone (user/setpaypwd): the
 * settings page, and in place on the withdrawal page when none is set yet.
 */
export function PayPasswordForm({ api, toast, phone, onSaved, className }: PayPasswordFormProps) {
  const t = useT()
  const pair = usePasswordPair(validatePayPassword)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const { passwordKey, repeatKey } = pair.check()
    const codeMessage = codeError(t, code)
    setErrors({
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
      code: codeMessage,
    })
    if (passwordKey || repeatKey || codeMessage) return
    setBusy(true)
    try {
      await api.post('user/setpaypwd', {
        pay_password: pair.password,
        pay_password_confirm: pair.repeat,
        code: code.trim(),
      })
      toast(t('settings.payPasswordSaved'))
      onSaved(pair.password)
    } catch {
      setBusy(false)
    }
  }

  return (
    <form className={className} noValidate onSubmit={submit}>
      <PasswordPairFields
        pair={pair}
        errors={errors}
        label={t('settings.payPassword')}
        repeatLabel={t('settings.payPasswordConfirm')}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PAY_PASSWORD_LENGTH}
        placeholder={t('settings.payPasswordPlaceholder', { length: PAY_PASSWORD_LENGTH })}
      />
      <CodeField
        value={code}
        onChange={setCode}
        onSend={() => sendCode(api, t, toast, 'paypwd')}
        error={errors.code}
        hint={phone ? t('settings.codeSentTo', { phone: formatPhone(phone) }) : undefined}
      />
      <Button type="submit" block busy={busy}>
        {t('common.submit')}
      </Button>
    </form>
  )
}
