import { useStore } from '@nanostores/react'
import type { PendingCounts } from '@src/contract/console'
import type { PendingQueue } from '@src/contract/console-values'
import { applyUserInfo } from '@src/features/auth/session'
import { useFormatCount } from '@src/features/content/format-date'
import { $lang } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData, $token } from '@src/session/store'
import { FeedbackHost } from '@src/ui/FeedbackHost'
import { FeedbackProvider } from '@src/ui/feedback-context'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from 'react'
import { AlertBanner } from './AlertBanner'
import { Login } from './Login'
import { $location, navigate } from './location'
import { NoPermission } from './NoPermission'
import { PageView } from './PageView'
import { type FoundRoute, findRoute, navigation } from './routes'
import { SecondFactorGate } from './SecondFactor'
import { api, feedback } from './services'
import { shellCss } from './shell.styles'
import { TopBar } from './TopBar'

/** BCP 47 tags for <html lang>. */
const HTML_LANG = { zh: 'zh-CN', en: 'en', sw: 'sw', pt: 'pt-BR' } as const

/** A link inside the console: a plain <a href> (open in a new tab works), followed without a reload. @public */
export function ConsoleLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  )
}

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

/** Where each queue is worked: the page its count opens. */
const QUEUE_PAGES: Record<PendingQueue, string> = {
  payouts: '/console/orders?type=withdraw',
  corrections: '/console/corrections',
  riskCases: '/console/risk',
  identityChecks: '/console/protection',
}

/**
 * /console/: what waits for this operator, one count per queue they may open (admin/pending_counts), each a
 * link to its queue; the pages themselves are in the side navigation.
 */
function Overview() {
  const t = useT()
  const count = useFormatCount()
  const [counts, setCounts] = useState<PendingCounts | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(async () => {
    setFailed(false)
    try {
      setCounts(await api.post('admin/pending_counts', undefined, { silent: true }))
    } catch {
      setFailed(true)
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])
  if (failed) return <ErrorState onRetry={load} />
  if (!counts) return <SkeletonList rows={2} />
  if (counts.list.length === 0) return <p className="console-home__none">{t('console.overview.noQueues')}</p>
  return (
    <section aria-labelledby="console-waiting">
      <h2 id="console-waiting" className="console-home__title">
        {t('console.overview.waiting')}
      </h2>
      <ul className="console-home">
        {counts.list.map(({ queue, count: waiting }) => (
          <li key={queue}>
            <ConsoleLink to={QUEUE_PAGES[queue]} data-queue={queue} data-empty={waiting === 0}>
              <strong>{count(waiting)}</strong> {t(`console.overview.queue.${queue}`)}
            </ConsoleLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /console/: the overview, or why there is nothing here for an account without any console page. */
function Home() {
  const t = useT()
  const { permissions } = useStore($storageData)
  if (navigation(permissions).length === 0)
    return <EmptyState icon="lock" title={t('console.shell.nothing')} text={t('console.shell.nothingText')} />
  return <Overview />
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
