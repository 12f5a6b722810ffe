import { decodeStorageData, emptyStorageData } from '@src/session/store'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadBundle } from './load-bundle'

describe('stored player data survives whatever is in storage', () => {
  test('a saved session reads back field by field', () => {
    const saved = {
      name: 'Ana',
      avatar: '/a.png',
      roles: ['player'],
      permissions: ['wallet:withdraw'],
      userInfo: { id: 7 },
      language: 'pt',
      loginPopup: true,
    }
    expect(decodeStorageData(JSON.stringify(saved))).toEqual(saved)
  })

  test.each(['not json', '42', 'null', '["a"]', ''])(
    'garbage %j gives an empty, logged-out profile',
    (raw) => {
      expect(decodeStorageData(raw)).toEqual(emptyStorageData())
    },
  )

  test('fields of the wrong type fall back to empty values and the rest is kept', () => {
    const raw = JSON.stringify({
      name: 5,
      avatar: '/b.png',
      roles: 'admin',
      permissions: ['ok', 3, null],
      userInfo: [1],
      language: 'fr',
      loginPopup: 'yes',
    })
    expect(decodeStorageData(raw)).toEqual({
      ...emptyStorageData(),
      avatar: '/b.png',
      permissions: ['ok'],
    })
  })

  test('a missing language stays missing: the operator’s default applies', () => {
    expect(decodeStorageData('{}').language).toBeUndefined()
  })
})

describe('starting the app with broken storage', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.doUnmock('@nanostores/persistent'))

  test('the app still starts, logged out, when storage_data is not JSON', async () => {
    localStorage.setItem('storage_data', '{broken')
    const session = await loadBundle('broken')
    expect(session.$storageData.get()).toEqual(emptyStorageData())
  })
})
