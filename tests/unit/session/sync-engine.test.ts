import { SESSION_CHANNEL } from '@src/session/sync-engine'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadBundle } from './load-bundle'

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.doUnmock('@nanostores/persistent')
})

describe('one session for every bundle on the page and every tab', () => {
  test('a login through a widget shows up at once in the portal on the same page', async () => {
    const widget = await loadBundle('widget')
    const portal = await loadBundle('portal')
    const seen = vi.fn()
    const stop = portal.$token.listen((token) => seen(token))

    widget.login('tok-1', { name: 'Ana' })

    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith('tok-1'))
    expect(portal.$storageData.get().name).toBe('Ana')
    stop()
  })

  test('a logout in the portal logs the widget out too', async () => {
    const widget = await loadBundle('widget')
    const portal = await loadBundle('portal')
    widget.login('tok-2', { roles: ['player'] })
    const seen = vi.fn()
    const stop = widget.$token.listen((token) => seen(token))

    portal.logout()

    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(''))
    expect(widget.$storageData.get().roles).toEqual([])
    stop()
  })

  test('a login in another tab (storage event) reaches this page', async () => {
    const portal = await loadBundle('portal')
    const seen = vi.fn()
    const stop = portal.$token.listen((token) => seen(token))

    localStorage.setItem('App-Token', 'from-tab')
    window.dispatchEvent(new StorageEvent('storage', { key: 'App-Token', newValue: 'from-tab' }))

    expect(seen).toHaveBeenCalledWith('from-tab')
    stop()
  })

  test('a login in another tab stays when its next change arrives before this tab sees the stored token', async () => {
    // Chromium copies another tab's localStorage writes to this tab a moment after its channel messages.
    const portal = await loadBundle('portal')
    const seen = vi.fn()
    const stop = portal.$token.listen((token) => seen(token))
    const tab = new BroadcastChannel(SESSION_CHANNEL)
    const probe = new BroadcastChannel(SESSION_CHANNEL)
    const delivered = new Promise((resolve) => {
      let count = 0
      probe.addEventListener('message', () => {
        count += 1
        if (count === 2) resolve(undefined)
      })
    })

    tab.postMessage({ key: 'App-Token', newValue: 'tab-tok' })
    tab.postMessage({ key: 'storage_data', newValue: JSON.stringify({ name: 'Caio' }) })
    await delivered

    expect(seen.mock.calls).toEqual([['tab-tok']])
    expect(portal.$token.get()).toBe('tab-tok')
    stop()
    tab.close()
    probe.close()
  })

  test('a malformed message on the session channel changes nothing', async () => {
    const portal = await loadBundle('portal')
    portal.login('kept')
    const seen = vi.fn()
    const stop = portal.$token.listen((token) => seen(token))
    const stranger = new BroadcastChannel(SESSION_CHANNEL)
    const probe = new BroadcastChannel(SESSION_CHANNEL)
    const delivered = new Promise((resolve) => probe.addEventListener('message', resolve, { once: true }))

    stranger.postMessage({ key: 'App-Token', newValue: 42 })
    await delivered

    expect(seen).not.toHaveBeenCalled()
    expect(portal.$token.get()).toBe('kept')
    stop()
    stranger.close()
    probe.close()
  })

  test('in private mode (localStorage refuses writes) bundles still share the session in memory', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
      removeItem: () => {},
    })
    const widget = await loadBundle('widget')
    const portal = await loadBundle('portal')

    widget.login('private-tok', { name: 'Bia' })

    expect(widget.$token.get()).toBe('private-tok')
    await vi.waitFor(() => expect(portal.$token.get()).toBe('private-tok'))
    expect(portal.$storageData.get().name).toBe('Bia')
  })

  test('without BroadcastChannel the session still persists on this page', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    const portal = await loadBundle('portal')

    portal.login('old-browser')

    expect(portal.$token.get()).toBe('old-browser')
    expect(localStorage.getItem('App-Token')).toBe('old-browser')
  })
})
