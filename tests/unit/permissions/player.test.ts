import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr } from '@src/permissions/player'
import { $storageData, emptyStorageData, updateStorageData } from '@src/session/store'
import { beforeEach, describe, expect, test } from 'vitest'

beforeEach(() => $storageData.set(emptyStorageData()))

describe("the logged-in player's permissions", () => {
  beforeEach(() => updateStorageData({ permissions: ['wallet:view', 'wallet:withdraw'] }))

  test('hasPermi: a stored permission yes, another no', () => {
    expect(hasPermi('wallet:view')).toBe(true)
    expect(hasPermi('review:approve')).toBe(false)
  })

  test('hasPermiOr: any one of them', () => {
    expect(hasPermiOr(['review:approve', 'wallet:withdraw'])).toBe(true)
    expect(hasPermiOr(['review:approve', 'games:edit'])).toBe(false)
  })

  test('hasPermiAnd: all of them', () => {
    expect(hasPermiAnd(['wallet:view', 'wallet:withdraw'])).toBe(true)
    expect(hasPermiAnd(['wallet:view', 'games:edit'])).toBe(false)
  })

  test('*:*:* in storage grants everything', () => {
    updateStorageData({ permissions: ['*:*:*'] })
    expect(hasPermi('games:edit')).toBe(true)
    expect(hasPermiAnd(['games:edit', 'review:approve'])).toBe(true)
  })

  test('after logout nothing is granted', () => {
    $storageData.set(emptyStorageData())
    expect(hasPermi('wallet:view')).toBe(false)
  })
})

describe("the logged-in player's roles", () => {
  beforeEach(() => updateStorageData({ roles: ['agent'] }))

  test('hasRole: a stored role yes, another no', () => {
    expect(hasRole('agent')).toBe(true)
    expect(hasRole('operator')).toBe(false)
  })

  test('hasRoleOr: any one of them', () => {
    expect(hasRoleOr(['operator', 'agent'])).toBe(true)
    expect(hasRoleOr(['operator', 'partner'])).toBe(false)
  })

  test('hasRoleAnd: all of them', () => {
    expect(hasRoleAnd(['agent'])).toBe(true)
    expect(hasRoleAnd(['agent', 'partner'])).toBe(false)
  })

  test('admin in storage holds every role', () => {
    updateStorageData({ roles: ['admin'] })
    expect(hasRoleAnd(['operator', 'partner'])).toBe(true)
  })
})
