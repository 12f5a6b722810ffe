import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadBundle } from './load-bundle'

beforeEach(() => localStorage.clear())
afterEach(() => vi.doUnmock('@nanostores/persistent'))

describe('login', () => {
  test('keeps the token in storage under App-Token and in state', async () => {
    const session = await loadBundle('login')
    session.login('tok-9')
    expect(session.$token.get()).toBe('tok-9')
    expect(localStorage.getItem('App-Token')).toBe('tok-9')
  })

  test('stores the player info given and closes the login popup', async () => {
    const session = await loadBundle('login-info')
    session.updateStorageData({ loginPopup: true })
    session.login('tok', { name: 'Ana', roles: ['player'], permissions: ['wallet:view'] })
    expect(session.$storageData.get()).toMatchObject({
      name: 'Ana',
      roles: ['player'],
      permissions: ['wallet:view'],
      loginPopup: false,
    })
    expect(JSON.parse(localStorage.getItem('storage_data') ?? '{}').name).toBe('Ana')
  })
})

describe('logout', () => {
  test('forgets the token, roles, permissions, user info and the login popup', async () => {
    const session = await loadBundle('logout')
    session.login('tok', {
      name: 'Ana',
      avatar: '/a.png',
      roles: ['admin'],
      permissions: ['*:*:*'],
      userInfo: { id: 1 },
    })
    session.updateStorageData({ loginPopup: true })

    session.logout()

    expect(session.$token.get()).toBe('')
    expect(localStorage.getItem('App-Token')).toBe('')
    expect(session.$storageData.get()).toEqual(session.emptyStorageData())
    expect(JSON.parse(localStorage.getItem('storage_data') ?? '{}')).toEqual(session.emptyStorageData())
  })

  test('keeps the language the player chose', async () => {
    const session = await loadBundle('logout-lang')
    session.login('tok', { language: 'sw', name: 'Ana' })
    session.logout()
    expect(session.$storageData.get().language).toBe('sw')
    expect(session.$storageData.get().name).toBe('')
  })
})
