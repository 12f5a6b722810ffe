import type { ReactNode } from 'react'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { useStyles } from '../../ui/styles'
import { lobbyCss } from './lobby.styles'

export interface VisitorBarProps {
  onLogin: () => void
  onRegister: () => void
  /** Beside the text: the portal's language switch. */
  language?: ReactNode
}

/** The public lobby's call to log in or sign up. */
export function VisitorBar({ onLogin, onRegister, language }: VisitorBarProps) {
  useStyles(lobbyCss)
  const t = useT()
  return (
    <div className="ficha-visitor-bar">
      <div className="ficha-visitor-bar__head">
        <span className="ficha-visitor-bar__text">{t('lobby.visitor')}</span>
        {language}
      </div>
      <Button variant="secondary" onClick={onLogin}>
        {t('auth.login')}
      </Button>
      <Button onClick={onRegister}>{t('auth.register')}</Button>
    </div>
  )
}
