import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { paintStoredBrand } from './app/brand'
import { redeemHandoff } from './app/handoff'
import { adoptAddressLanguage, loadPortalLanguage } from './app/language'
import { $location } from './app/location'
import { pageLoader } from './app/pages'
import { findRoute } from './app/routes'
import { startPortal } from './app/startup'

/**
 * The portal's start. Not awaited at the module's top level: the lazy chunks import from the entry's chunk
 * (the first route is one chunk, portal/build/first-route.ts), so while this module waited on one of them
 * (the API client, for a hand-off code), that chunk would wait on this module: neither would ever run.
 */
async function start(): Promise<void> {
  // The player's texts download while the rest starts (a first visit's once the operator's default language
  // is known); the first render waits for them, so that no key and no other language shows in their place.
  // If even zh cannot be fetched, the frame still renders.
  adoptAddressLanguage()
  const texts = loadPortalLanguage().catch(() => {})
  paintStoredBrand()
  await redeemHandoff()
  // After the hand-off: a player it logged in is not taken by the partner fields the address carries. Only
  // an address naming a partner loads the tracking, so the first route does not carry it for every visit.
  if (new URLSearchParams(location.search).has('partner'))
    void import('./app/tracking').then((tracking) => tracking.adoptAddressTracking())
  startPortal()
  // The first page's chunk downloads while React renders the frame (PageView's own load then finds it
  // ready; a failure here is PageView's to report).
  const first = findRoute($location.get().path)
  if (first) pageLoader(first)().catch(() => {})
  // The service worker registers after the page has loaded: its code is not in the first route's either.
  import('./app/service-worker').then((m) => m.startServiceWorker()).catch(() => {})

  await texts
  const container = document.getElementById('app')
  if (!container) throw new Error('index.html has no #app element')
  const root = createRoot(container)
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread in one long task; the HTML shell stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

start()
