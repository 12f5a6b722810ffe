import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { useStyles } from '../../ui/styles'
import { lobbyCss } from './lobby.styles'

/** The public lobby's call to log in or sign up. */
export function VisitorBar({ onLogin, onRegister }: { onLogin: () => void; onRegister: () => void }) {
  useStyles(lobbyCss)
  const t = useT()
  return (
    <div className="ficha-visitor-bar">
      <span className="ficha-visitor-bar__text">{t('lobby.visitor')}</span>
      <Button variant="secondary" onClick={onLogin}>
        {t('auth.login')}
      </Button>
      <Button onClick={onRegister}>{t('auth.register')}</Button>
    </div>
  )
}
