import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { $lang } from '../../src/i18n'
import { useT } from '../../src/i18n/react'
import { $storageData, $token } from '../../src/session/store'
import { FeedbackProvider } from '../../src/ui/feedback-context'
import { ErrorState } from '../../src/ui/states'
import { useBrandName } from './brand'
import { loadChunk } from './chunks'
import { deferred } from './deferred'
import { feedback } from './feedback'
import { canNavigate, HOME_ROUTE } from './gate'
import { HeaderMoney } from './HeaderMoney'
import { $location } from './location'
import { NavBar } from './NavBar'
import { relaunchLogin, switchTab } from './navigation'
import { PageView } from './PageView'
import { $pageTitle } from './page-title'
import { findRoute } from './routes'
import { TabBar } from './TabBar'

// The login form and its input rules load only when the gate first blocks a visitor: the first screen
// does without them (the first route's weight).
const LoginPopup = lazy(() =>
  loadChunk(() => import('./LoginPopup')).then((m) => ({ default: m.LoginPopup })),
)
// Parts of the frame the first paint does without: toasts and dialogs (whatever is asked of them before
// their code arrives waits in the feedback's stores), the back-to-top button, and the offline and update
// banner.
const ReauthDialog = deferred(() => import('./ReauthDialog').then((m) => m.ReauthDialog))
const FeedbackHost = deferred(() => import('../../src/ui/FeedbackHost').then((m) => m.FeedbackHost))
const BackToTop = deferred(() => import('../../src/ui/BackToTop').then((m) => m.BackToTop))
const StatusBanner = deferred(() => import('./StatusBanner').then((m) => m.StatusBanner))

/** BCP 47 tags for the <html lang> attribute, so screen readers pronounce the texts right. */
const HTML_LANG = { zh: 'zh-CN', en: 'en', sw: 'sw', pt: 'pt-BR' } as const

/** The portal's frame: navigation bar, the current page, tab bar, login popup, toasts and dialogs. */
export function App() {
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

  const brandName = useBrandName()
  useEffect(() => {
    document.title = `${title} · ${brandName}`
    document.documentElement.lang = HTML_LANG[lang]
  }, [title, lang, brandName])

  const fullscreen = route?.chrome === 'fullscreen'
  const tabbed = Boolean(route?.tab)
  const pageClass = ['ficha-page', tabbed && 'ficha-page--tabbed', fullscreen && 'ficha-page--fullscreen']
  // A player sees their balance and 'Depositar'; a visitor's header has the sign-in actions' place.
  const actions = token ? <HeaderMoney /> : null
  return (
    <FeedbackProvider feedback={feedback}>
      {fullscreen ? null : <NavBar title={title} showBack={!tabbed} tabbed={tabbed} actions={actions} />}
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
      {fullscreen ? null : <TabBar current={route?.tab} sideOnly={!tabbed} />}
      {fullscreen ? null : <BackToTop />}
      {loginPopup && !token ? (
        <Suspense fallback={null}>
          <LoginPopup />
        </Suspense>
      ) : null}
      <StatusBanner />
      <ReauthDialog />
      <FeedbackHost />
    </FeedbackProvider>
  )
}
