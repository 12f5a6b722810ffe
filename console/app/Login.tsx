import { useStore } from '@nanostores/react'
import { LoginForm } from '@src/features/auth/LoginForm'
import { emptyPhone } from '@src/features/auth/phone'
import { useT } from '@src/i18n/react'
import { LanguageSelect } from '@src/ui/LanguageSelect'
import { type ReactNode, useState } from 'react'
import { $signedOutReason, api, feedback } from './services'

/** The centred card of the console's login and second-factor steps. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="console-auth">
      <section className="console-auth__card" aria-labelledby="console-auth-title">
        <div className="console-auth__head">
          <h1 id="console-auth-title">{title}</h1>
          <LanguageSelect toast={feedback.toast} />
        </div>
        {children}
      </section>
    </main>
  )
}

/**
 * The console's login: phone and password as in the portal (the shared form, src/features/auth), with the
 * reason the console asked again (idle, address or browser changed, session expired) above it.
 */
export function Login({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useT()
  const reason = useStore($signedOutReason)
  const [phone, setPhone] = useState(emptyPhone)
  return (
    <AuthCard title={t('console.login.title')}>
      {reason ? (
        <p className="console-auth__reason" role="status" data-testid="console-signed-out">
          {t(reason)}
        </p>
      ) : (
        <p>{t('console.login.intro')}</p>
      )}
      <LoginForm
        api={api}
        phone={phone}
        onPhoneChange={setPhone}
        onSuccess={() => {
          $signedOutReason.set(null)
          onLoggedIn()
        }}
      />
    </AuthCard>
  )
}
