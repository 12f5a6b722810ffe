import { afterEach, describe, expect, test, vi } from 'vitest'

/** A service worker as the page sees it: a state and its changes. */
class FakeWorker extends EventTarget {
  state = 'installing'
  postMessage = vi.fn()
  become(state: string) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

/** navigator.serviceWorker with one registration; `controlled` when a version already runs the page. */
const install = (controlled: boolean) => {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(async () => {}),
  })
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return { registration, container }
}

const load = async () => {
  vi.resetModules()
  vi.stubEnv('DEV', false)
  return import('@portal/app/service-worker')
}

afterEach(() => {
  vi.unstubAllEnvs()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('the portal’s update path', () => {
  test('a new version found while the portal runs is offered, and reloading hands over to it', async () => {
    const { registration, container } = install(true)
    const { startServiceWorker, $updateReady, applyUpdate } = await load()
    startServiceWorker()
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('./sw.js'))
    await Promise.resolve()
    const next = new FakeWorker()
    registration.installing = next
    registration.dispatchEvent(new Event('updatefound'))
    expect($updateReady.get()).toBe(false)
    next.become('installed')
    expect($updateReady.get()).toBe(true)
    applyUpdate()
    expect(next.postMessage).toHaveBeenCalledWith('skip-waiting')
  })

  test('the first install is not offered as an update', async () => {
    const { registration, container } = install(false)
    const { startServiceWorker, $updateReady } = await load()
    startServiceWorker()
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled())
    await Promise.resolve()
    const first = new FakeWorker()
    registration.installing = first
    registration.dispatchEvent(new Event('updatefound'))
    first.become('installed')
    expect($updateReady.get()).toBe(false)
  })

  test('going offline and back shows and clears the offline state', async () => {
    install(true)
    const { startServiceWorker, $offline } = await load()
    startServiceWorker()
    window.dispatchEvent(new Event('offline'))
    expect($offline.get()).toBe(true)
    window.dispatchEvent(new Event('online'))
    expect($offline.get()).toBe(false)
  })
})
