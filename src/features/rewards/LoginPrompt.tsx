import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'

/** For a visitor on an open page: what logging in would show, and the way there. */
export function LoginPrompt({ onLogin }: { onLogin: () => void }) {
  const t = useT()
  return (
    <>
      <p className="ficha-money-note">{t('rewards.loginForStatus')}</p>
      <Button variant="secondary" block onClick={onLogin}>
        {t('rewards.login')}
      </Button>
    </>
  )
}
