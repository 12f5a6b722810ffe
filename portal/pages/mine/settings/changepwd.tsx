import { back } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import { PasswordPairFields, usePasswordPair } from '@src/features/auth/PasswordPairFields'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { PasswordField } from '@src/ui/PasswordField'
import { useStyles } from '@src/ui/styles'
import { validateRequired } from '@src/validation'
import { type FormEvent, useState } from 'react'
import { formCss } from './form.styles'

type Errors = Partial<Record<'old' | 'password' | 'repeat', string>>

/** /pages/mine/settings/changepwd: current password, new password twice (user/changepwd). */
export default function ChangePasswordPage() {
  useStyles(formCss)
  const t = useT()
  const [old, setOld] = useState('')
  const pair = usePasswordPair()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const oldKey = validateRequired(old)
    const { passwordKey, repeatKey } = pair.check()
    setErrors({
      old: oldKey ? t(oldKey) : undefined,
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
    })
    if (oldKey || passwordKey || repeatKey) return
    setBusy(true)
    try {
      // Failures (wrong current password, too many tries) are toasted by the client in the player's language.
      await api.post('user/changepwd', { old_password: old, new_password: pair.password })
      feedback.toast(t('settings.passwordChanged'))
      back()
    } catch {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-settings-form" noValidate onSubmit={submit}>
      <PasswordField
        label={t('settings.oldPassword')}
        placeholder={t('auth.passwordPlaceholder')}
        value={old}
        onChange={setOld}
        autoComplete="current-password"
        error={errors.old}
      />
      <PasswordPairFields pair={pair} errors={errors} />
      <Button type="submit" block busy={busy}>
        {t('common.submit')}
      </Button>
    </form>
  )
}
