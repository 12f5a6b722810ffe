import { useStore } from '@nanostores/react'
import { type FormEvent, useState } from 'react'
import { CODE_LENGTH, PAY_PASSWORD_LENGTH } from '../../../../src/constants'
import { sendCode } from '../../../../src/features/auth/send-code'
import { $player, applyUserInfo } from '../../../../src/features/auth/session'
import { useT } from '../../../../src/i18n/react'
import { Button } from '../../../../src/ui/Button'
import { CodeField } from '../../../../src/ui/CodeField'
import { PasswordField } from '../../../../src/ui/PasswordField'
import { useStyles } from '../../../../src/ui/styles'
import { validateCode, validatePasswordRepeat, validatePayPassword } from '../../../../src/validation'
import { back } from '../../../app/navigation'
import { api, feedback } from '../../../app/services'
import { formCss } from './form.styles'

type Errors = Partial<Record<'password' | 'repeat' | 'code', string>>

/** /pages/mine/settings/setpaypwd: the 6-digit withdrawal password, twice, with a code to the account's phone. */
export default function SetPayPasswordPage() {
  useStyles(formCss)
  const t = useT()
  const player = useStore($player)
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const passwordKey = validatePayPassword(password)
    const repeatKey = passwordKey ? null : validatePasswordRepeat(password, repeat)
    const codeKey = validateCode(code.trim())
    setErrors({
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
      code: codeKey ? t(codeKey, { length: CODE_LENGTH }) : undefined,
    })
    if (passwordKey || repeatKey || codeKey) return
    setBusy(true)
    try {
      await api.post('user/setpaypwd', {
        pay_password: password,
        pay_password_confirm: repeat,
        code: code.trim(),
      })
      feedback.toast(t('settings.payPasswordSaved'))
      api
        .post('user/getUserinfo', undefined, { silent: true })
        .then(applyUserInfo)
        .catch(() => {})
      back()
    } catch {
      setBusy(false)
    }
  }

  const digits = {
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    maxLength: PAY_PASSWORD_LENGTH,
    autoComplete: 'new-password',
    placeholder: t('settings.payPasswordPlaceholder', { length: PAY_PASSWORD_LENGTH }),
  }
  return (
    <form className="ficha-settings-form" noValidate onSubmit={submit}>
      <PasswordField
        {...digits}
        label={t('settings.payPassword')}
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <PasswordField
        {...digits}
        label={t('settings.payPasswordConfirm')}
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
      />
      <CodeField
        value={code}
        onChange={setCode}
        onSend={() => sendCode(api, t, feedback.toast, 'paypwd')}
        error={errors.code}
        hint={player ? t('settings.codeSentTo', { phone: player.username }) : undefined}
      />
      <Button type="submit" block busy={busy}>
        {t('common.submit')}
      </Button>
    </form>
  )
}
