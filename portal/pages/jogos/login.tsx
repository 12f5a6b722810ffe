import { LoginForm } from '@src/features/auth/LoginForm'
import { emptyPhone } from '@src/features/auth/phone'
import { RegisterForm } from '@src/features/auth/RegisterForm'
import { ResetForm } from '@src/features/auth/ResetForm'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { useState } from 'react'
import { HOME_ROUTE, LOGIN_ROUTE } from '../../app/gate'
import { LanguageSelect } from '../../app/LanguageSelect'
import { redirectTo, reLaunch, resumeAfterLogin } from '../../app/navigation'
import { usePageTitle } from '../../app/page-title'
import { useRouteQuery } from '../../app/route-query'
import { addressTarget } from '../../app/routes'
import { api } from '../../app/services'

type Mode = 'login' | 'register' | 'reset'

const TITLES: Record<Mode, string> = {
  login: 'title.login',
  register: 'title.register',
  reset: 'title.resetPassword',
}

const css = `
.ficha-login { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 4); }
.ficha-login__browse { margin-top: calc(var(--ficha-space) * 4); }
.ficha-login__card { padding: calc(var(--ficha-space) * 5) calc(var(--ficha-space) * 4); border-radius: var(--ficha-radius); background: var(--ficha-surface); }
.ficha-login__welcome { margin: 0 0 calc(var(--ficha-space) * 4); font-size: 22px; font-weight: 700; color: var(--ficha-accent); }
.ficha-login__switch { display: flex; align-items: center; justify-content: center; flex-wrap: wrap; gap: 0 var(--ficha-space); font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
`

/** An invite link's code: in the hash query ('#/pages/jogos/login?code=X') or the page's ('/?code=X#/...'). */
const inviteCode = (query: URLSearchParams): string =>
  query.get('code') ?? new URLSearchParams(window.location.search).get('code') ?? ''

/** Registration when asked for or when an invite code came with the link; else login. */
const modeOf = (asked: string | null, invitation: string): Mode =>
  asked === 'login' || asked === 'register' || asked === 'reset' ? asked : invitation ? 'register' : 'login'

/**
 * /pages/jogos/login: login, registration and password reset (spec §2, §3). An invite link opens
 * registration with its code. After login the player goes where they were headed (?redirect=). 'Browse
 * games' opens the public lobby.
 */
export default function LoginPage() {
  useStyles(css)
  const t = useT()
  const query = useRouteQuery()
  const invitation = inviteCode(query)
  const mode = modeOf(query.get('mode'), invitation)
  const [phone, setPhone] = useState(emptyPhone)
  const [password, setPassword] = useState('')
  usePageTitle(t(TITLES[mode]))

  // The mode lives in the URL (replaced, not pushed): a reload stays on the same form.
  const switchMode = (next: Mode) => {
    const params = new URLSearchParams(query)
    params.set('mode', next)
    redirectTo(`${LOGIN_ROUTE}?${params}`)
  }
  const toLoginWith = (newPassword: string) => {
    setPassword(newPassword)
    switchMode('login')
  }

  // What the three forms share: the phone carried from one to the next, and the way on after a login.
  const phoneField = { api, phone, onPhoneChange: setPhone }
  const resume = () => resumeAfterLogin(addressTarget(query.get('redirect') || HOME_ROUTE))

  const modeLink = (question: string, action: string, next: Mode) => (
    <p className="ficha-login__switch">
      {question}
      <Button variant="ghost" onClick={() => switchMode(next)}>
        {t(action)}
      </Button>
    </p>
  )

  return (
    <div className="ficha-login">
      <LanguageSelect />
      <section className="ficha-login__card">
        {mode === 'login' ? <p className="ficha-login__welcome">{t('auth.welcome')}</p> : null}
        {mode === 'login' ? (
          <LoginForm
            {...phoneField}
            defaultPassword={password}
            onSuccess={resume}
            footer={
              <>
                <Button variant="ghost" onClick={() => switchMode('reset')}>
                  {t('auth.forgot')}
                </Button>
                {modeLink(t('auth.noAccount'), 'auth.register', 'register')}
              </>
            }
          />
        ) : mode === 'register' ? (
          <RegisterForm
            {...phoneField}
            invitationCode={invitation}
            onSuccess={resume}
            footer={modeLink(t('auth.haveAccount'), 'auth.login', 'login')}
          />
        ) : (
          <ResetForm
            {...phoneField}
            onSuccess={toLoginWith}
            footer={modeLink('', 'auth.backToLogin', 'login')}
          />
        )}
        {/* The public lobby: a visitor may look at the games before signing up (the gate allows '/'). On the
            card, where its text keeps AA contrast (the page background does not). */}
        <Button
          className="ficha-login__browse"
          variant="secondary"
          block
          onClick={() => reLaunch(HOME_ROUTE)}
        >
          {t('auth.browseGames')}
        </Button>
      </section>
    </div>
  )
}
