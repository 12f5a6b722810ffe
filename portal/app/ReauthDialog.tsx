import { useStore } from '@nanostores/react'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../src/api/api-error'
import { useT } from '../../src/i18n/react'
import { logout } from '../../src/session/auth'
import { Button } from '../../src/ui/Button'
import { Modal } from '../../src/ui/Modal'
import { PasswordField } from '../../src/ui/PasswordField'
import { relaunchLogin } from './navigation'
import { $reauthAsked } from './reauth'
import { api } from './services'

/**
 * The portal's password prompt after the idle time: the call that answered 1030 waits behind it and is
 * sent again once user/reauth accepted the password; Log out ends the session instead.
 */
export function ReauthDialog() {
  const answer = useStore($reauthAsked)
  const t = useT()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!answer) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !password) return
    setBusy(true)
    setError(null)
    try {
      await api.post('user/reauth', { password }, { silent: true })
      setPassword('')
      answer(true)
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('http.default'))
    } finally {
      setBusy(false)
    }
  }
  const leave = () => {
    setPassword('')
    answer(false)
    logout()
    relaunchLogin()
  }

  return (
    <Modal title={t('auth.reauth.title')} onClose={() => undefined}>
      <form onSubmit={submit} data-testid="reauth-dialog">
        <p>{t('auth.reauth.text')}</p>
        <PasswordField
          label={t('auth.reauth.password')}
          value={password}
          onChange={setPassword}
          error={error}
        />
        <Button type="submit" block busy={busy} disabled={!password}>
          {t('auth.reauth.confirm')}
        </Button>
        <Button variant="ghost" block onClick={leave}>
          {t('auth.reauth.cancel')}
        </Button>
      </form>
    </Modal>
  )
}
