// The portal's service worker, built to dist/portal/sw.js by portal/build/service-worker.ts,
// which fills in VERSION and SHELL_FILES. It keeps the shell (the page, its first-route scripts, the
// manifest and icons) and every fingerprinted asset the portal loads, so the portal opens without a
// network. It never touches API calls, anything carrying a token, or any path outside the portal's own
// (the game page, the widgets, the demo). A new version installs beside the old one and waits: the page
// tells the player and, when they choose to reload, sends 'skip-waiting'.

interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface SwFetchEvent extends SwExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface SwScope {
  registration: { scope: string }
  clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** Filled in by the build: the build's name, and the shell's files relative to the scope. */
declare const __FICHA_SW_VERSION__: string
declare const __FICHA_SW_SHELL__: string[]

const sw = self as unknown as SwScope
const VERSION = __FICHA_SW_VERSION__
const SHELL_FILES = __FICHA_SW_SHELL__
const CACHE = `ficha-${VERSION}`
const scope = new URL(sw.registration.scope)
const shellUrl = new URL('./', scope).href
const shellUrls = new Set(SHELL_FILES.map((file) => new URL(file, scope).href))

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...shellUrls])))
})

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  )
})

sw.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void sw.skipWaiting()
})

/** The page itself: the network first (a deploy shows at once), the kept shell when there is none. */
const page = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request)
  } catch {
    return (await caches.match(shellUrl)) ?? Response.error()
  }
}

/** Fingerprinted files never change under their name: the kept copy, else the network, kept for next time. */
const asset = async (request: Request): Promise<Response> => {
  const kept = await caches.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) {
    const copy = response.clone()
    void caches.open(CACHE).then((cache) => cache.put(request, copy))
  }
  return response
}

/** The shell's other files (manifest, icons): the network first, the kept copy offline. */
const shellFile = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request)
  } catch {
    return (await caches.match(request)) ?? Response.error()
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== scope.origin || request.headers.has('token')) return
  const path = url.pathname
  if (request.mode === 'navigate') {
    if (url.href.split('?')[0] === shellUrl || path === `${scope.pathname}index.html`)
      event.respondWith(page(request))
  } else if (path.startsWith(`${scope.pathname}assets/`)) event.respondWith(asset(request))
  else if (shellUrls.has(url.href)) event.respondWith(shellFile(request))
})
