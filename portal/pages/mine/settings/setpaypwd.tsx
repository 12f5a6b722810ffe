import { useStore } from '@nanostores/react'
import { type FormEvent, useState } from 'react'
import { PAY_PASSWORD_LENGTH } from '../../../../src/constants'
import { PasswordPairFields, usePasswordPair } from '../../../../src/features/auth/PasswordPairFields'
import { codeError, sendCode } from '../../../../src/features/auth/send-code'
import { $player, applyUserInfo } from '../../../../src/features/auth/session'
import { useT } from '../../../../src/i18n/react'
import { Button } from '../../../../src/ui/Button'
import { CodeField } from '../../../../src/ui/CodeField'
import { useStyles } from '../../../../src/ui/styles'
import { validatePayPassword } from '../../../../src/validation'
import { back } from '../../../app/navigation'
import { api, feedback } from '../../../app/services'
import { formCss } from './form.styles'

type Errors = Partial<Record<'password' | 'repeat' | 'code', string>>

/** /pages/mine/settings/setpaypwd: the 6-digit withdrawal password, twice, with a code to the account's phone. */
export default function SetPayPasswordPage() {
  useStyles(formCss)
  const t = useT()
  const player = useStore($player)
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

  return (
    <form className="ficha-settings-form" noValidate onSubmit={submit}>
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
