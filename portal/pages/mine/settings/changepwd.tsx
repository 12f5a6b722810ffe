import { back } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import { PasswordPairFields, usePasswordPair } from '@src/features/auth/PasswordPairFields'
import { useCheckedForm } from '@src/features/money/use-checked-form'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { PasswordField } from '@src/ui/PasswordField'
import { useStyles } from '@src/ui/styles'
import { validateRequired } from '@src/validation'
import { useState } from 'react'
import { formCss } from './form.styles'

/** /pages/mine/settings/changepwd: current password, new password twice (user/changepwd). */
export default function ChangePasswordPage() {
  useStyles(formCss)
  const t = useT()
  const [old, setOld] = useState('')
  const pair = usePasswordPair()
  const { errors, busy, submit } = useCheckedForm({
    check: () => {
      const { passwordKey, repeatKey } = pair.check()
      return { old: validateRequired(old), password: passwordKey, repeat: repeatKey }
    },
    send: async () => {
      // Failures (wrong current password, too many tries) are toasted by the client in the player's language.
      await api.post('user/changepwd', { old_password: old, new_password: pair.password })
      feedback.toast(t('settings.passwordChanged'))
      back()
    },
  })

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
