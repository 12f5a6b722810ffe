import { useStore } from '@nanostores/react'
import { applyUserInfo } from '@src/features/auth/session'
import { $lang } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData, $token } from '@src/session/store'
import { FeedbackHost } from '@src/ui/FeedbackHost'
import { FeedbackProvider } from '@src/ui/feedback-context'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useEffect, useState } from 'react'
import { AlertBanner } from './AlertBanner'
import { ConsoleLink } from './ConsoleLink'
import { Login } from './Login'
import { $location } from './location'
import { NoPermission } from './NoPermission'
import { PageView } from './PageView'
import { PendingQueues } from './PendingQueues'
import { type FoundRoute, findRoute, navigation } from './routes'
import { SecondFactorGate } from './SecondFactor'
import { api, feedback } from './services'
import { shellCss } from './shell.styles'
import { TopBar } from './TopBar'

/** BCP 47 tags for <html lang>. */
const HTML_LANG = { zh: 'zh-CN', en: 'en', sw: 'sw', pt: 'pt-BR' } as const

function SideNav({ current, open }: { current: string; open: boolean }) {
  const t = useT()
  const { permissions } = useStore($storageData)
  return (
    <nav className="console-nav" aria-label={t('console.shell.navigation')} data-open={open}>
      {navigation(permissions).map(({ group, routes }) => (
        <section key={group} aria-labelledby={`console-group-${group}`}>
          <h2 id={`console-group-${group}`}>{t(`console.group.${group}`)}</h2>
          <ul>
            {routes.map((route) => (
              <li key={route.path}>
                <ConsoleLink to={route.path} aria-current={route.path === current ? 'page' : undefined}>
                  {t(route.title)}
                </ConsoleLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}

/** /console/: the overview, or why there is nothing here for an account without any console page. */
function Home() {
  const t = useT()
  const { permissions } = useStore($storageData)
  if (navigation(permissions).length === 0)
    return <EmptyState icon="lock" title={t('console.shell.nothing')} text={t('console.shell.nothingText')} />
  return <PendingQueues />
}

function Page({ route, path }: { route: FoundRoute | undefined; path: string }) {
  const t = useT()
  const { permissions } = useStore($storageData)
  if (path.replace(/\/+$/, '') === '/console') return <Home />
  if (!route) return <EmptyState icon="alert" title={t('shell.notFound')} />
  if (!grantsPermission(permissions, route.permission)) return <NoPermission />
  return <PageView key={route.path} route={route} />
}

/** The console's frame: login when logged out, else top bar, side navigation and the current page. */
export function App() {
  useStyles(shellCss)
  const t = useT()
  const lang = useStore($lang)
  const token = useStore($token)
  const { path } = useStore($location)
  const route = findRoute(path)
  const [menuOpen, setMenuOpen] = useState(false)
  const title = route ? t(route.title) : t('console.shell.home')

  useEffect(() => {
    document.title = `${title} · ${t('console.shell.brand')}`
    document.documentElement.lang = HTML_LANG[lang]
  }, [title, lang, t])

  // The operator's roles and permissions (the server's union of both, docs/console.md) for the navigation and
  // the pages, read again at each page: a grant or a withdrawal since login shows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page reads them again
  useEffect(() => {
    if (!token) return
    api
      .post('user/getUserinfo', undefined, { silent: true })
      .then(applyUserInfo)
      .catch(() => undefined)
  }, [token, path])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the tablet's menu
  useEffect(() => setMenuOpen(false), [path])

  return (
    <FeedbackProvider feedback={feedback}>
      {token ? (
        <SecondFactorGate key={token}>
          {(offer) => (
            <div className="console-shell">
              <TopBar onMenu={() => setMenuOpen((open) => !open)} />
              <SideNav current={route?.path ?? ''} open={menuOpen} />
              <main className="console-main" id="console-main">
                {offer ? (
                  <p className="console-offer" role="status">
                    {t('console.totp.optional')}{' '}
                    <button type="button" className="console-link-button" onClick={offer}>
                      {t('console.totp.enrolTitle')}
                    </button>
                  </p>
                ) : null}
                <AlertBanner path={path} />
                <h1>{title}</h1>
                <div className="console-page">
                  <Page route={route} path={path} />
                </div>
              </main>
            </div>
          )}
        </SecondFactorGate>
      ) : (
        <Login onLoggedIn={() => undefined} />
      )}
      <FeedbackHost />
    </FeedbackProvider>
  )
}
