import { atom } from 'nanostores'

/** A new version of the portal is installed and waits for the player to reload (portal/sw.ts). */
export const $updateReady = atom(false)
/** The browser has no network: what the page shows may be old, and calls will fail until it returns. */
export const $offline = atom(typeof navigator !== 'undefined' && !navigator.onLine)

let waiting: ServiceWorker | null = null

const offer = (worker: ServiceWorker) => {
  waiting = worker
  $updateReady.set(true)
}

/**
 * Registers the service worker of a production build and follows its updates: a version found on a later
 * visit (or while the tab stays open: checked each time the tab comes back) installs beside the running one
 * and is offered to the player; the page reloads once the new worker has taken over.
 */
export function startServiceWorker(): void {
  window.addEventListener('online', () => $offline.set(false))
  window.addEventListener('offline', () => $offline.set(true))
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const container = navigator.serviceWorker
  container.addEventListener('controllerchange', () => {
    if (waiting) window.location.reload()
  })
  // After the page has loaded: installing fetches the shell again, which must not compete with the first visit.
  const register = () => container.register('./sw.js')
  const registered = new Promise<void>((resolve) =>
    document.readyState === 'complete'
      ? resolve()
      : window.addEventListener('load', () => resolve(), { once: true }),
  ).then(register)
  registered
    .then((registration) => {
      // With no controller this is the first install, not an update: nothing to offer.
      const watch = (worker: ServiceWorker) =>
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker)
        })
      if (registration.waiting && container.controller) offer(registration.waiting)
      if (registration.installing) watch(registration.installing)
      registration.addEventListener(
        'updatefound',
        () => registration.installing && watch(registration.installing),
      )
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => {})
      })
    })
    .catch((error: unknown) => console.warn('[ficha] service worker not registered', error))
}

/** The player chose to reload: the waiting version takes over, then the page reloads (controllerchange). */
export function applyUpdate(): void {
  if (waiting) waiting.postMessage('skip-waiting')
  else window.location.reload()
}
