import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { $lang } from '../../src/i18n'
import { useT } from '../../src/i18n/react'
import { canNavigate, HOME_ROUTE } from '../../src/navigation/gate'
import { $storageData, $token } from '../../src/session/store'
import { BackToTop } from '../../src/ui/BackToTop'
import { FeedbackHost, FeedbackProvider } from '../../src/ui/FeedbackHost'
import { ErrorState } from '../../src/ui/states'
import { useStyles } from '../../src/ui/styles'
import { loadChunk } from './chunks'
import { $location } from './location'
import { NavBar } from './NavBar'
import { relaunchLogin, switchTab } from './navigation'
import { PageView } from './PageView'
import { $pageTitle } from './page-title'
import { findRoute } from './routes'
import { StatusBanner } from './StatusBanner'
import { feedback } from './services'
import { shellCss } from './shell.styles'
import { TabBar } from './TabBar'

// The login form and its input rules load only when the gate first blocks a visitor: the first screen
// does without them (issue 15, the first route's weight).
const LoginPopup = lazy(() =>
  loadChunk(() => import('./LoginPopup')).then((m) => ({ default: m.LoginPopup })),
)

/** BCP 47 tags for the <html lang> attribute, so screen readers pronounce the texts right. */
const HTML_LANG = { zh: 'zh-CN', en: 'en', sw: 'sw', pt: 'pt-BR' } as const

/** The portal's frame: navigation bar, the current page, tab bar, login popup, toasts and dialogs. */
export function App() {
  useStyles(shellCss)
  const t = useT()
  const lang = useStore($lang)
  const { path, search } = useStore($location)
  const token = useStore($token)
  const { loginPopup } = useStore($storageData)
  const chosenTitle = useStore($pageTitle)
  const route = findRoute(path)
  const allowed = canNavigate(path, token)
  const title = chosenTitle ?? t(route?.title ?? 'shell.notFound')

  // A private page without a session (a typed URL, the back button after logout, a logout in another
  // tab): start over at the login page, coming back here afterwards.
  useEffect(() => {
    if (!allowed) relaunchLogin(search ? `${path}?${search}` : path)
  }, [allowed, path, search])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page starts at its top
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [path])

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`
    document.documentElement.lang = HTML_LANG[lang]
  }, [title, lang, t])

  const fullscreen = route?.chrome === 'fullscreen'
  const pageClass = ['ficha-page', route?.tab && 'ficha-page--tabbed', fullscreen && 'ficha-page--fullscreen']
  return (
    <FeedbackProvider feedback={feedback}>
      {fullscreen ? null : <NavBar title={title} showBack={!route?.tab} />}
      <main className={pageClass.filter(Boolean).join(' ')}>
        {!route ? (
          <ErrorState
            text={t('shell.notFound')}
            retryText={t('common.goHome')}
            onRetry={() => switchTab(HOME_ROUTE)}
          />
        ) : allowed ? (
          <PageView key={path} route={route} />
        ) : null}
      </main>
      {route?.tab ? <TabBar current={route.tab} /> : null}
      {fullscreen ? null : <BackToTop />}
      {loginPopup && !token ? (
        <Suspense fallback={null}>
          <LoginPopup />
        </Suspense>
      ) : null}
      <StatusBanner />
      <FeedbackHost />
    </FeedbackProvider>
  )
}
