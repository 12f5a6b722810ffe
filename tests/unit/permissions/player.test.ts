import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr } from '@src/permissions/player'
import { $storageData, emptyStorageData, updateStorageData } from '@src/session/store'
import { beforeEach, describe, expect, test } from 'vitest'

beforeEach(() => $storageData.set(emptyStorageData()))

/** A test that `check` grants `yes` and refuses `no`. */
const saysYesThenNo =
  <T>(check: (asked: T) => boolean, yes: T, no: T) =>
  () => {
    expect(check(yes)).toBe(true)
    expect(check(no)).toBe(false)
  }

describe("the logged-in player's permissions", () => {
  beforeEach(() => updateStorageData({ permissions: ['wallet:view', 'wallet:withdraw'] }))

  test(
    'hasPermi: a stored permission yes, another no',
    saysYesThenNo(hasPermi, 'wallet:view', 'review:approve'),
  )
  test(
    'hasPermiOr: any one of them',
    saysYesThenNo(hasPermiOr, ['review:approve', 'wallet:withdraw'], ['review:approve', 'games:edit']),
  )
  test(
    'hasPermiAnd: all of them',
    saysYesThenNo(hasPermiAnd, ['wallet:view', 'wallet:withdraw'], ['wallet:view', 'games:edit']),
  )

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

  test('hasRole: a stored role yes, another no', saysYesThenNo(hasRole, 'agent', 'operator'))
  test('hasRoleOr: any one of them', saysYesThenNo(hasRoleOr, ['operator', 'agent'], ['operator', 'partner']))
  test('hasRoleAnd: all of them', saysYesThenNo(hasRoleAnd, ['agent'], ['agent', 'partner']))

  test('admin in storage holds every role', () => {
    updateStorageData({ roles: ['admin'] })
    expect(hasRoleAnd(['operator', 'partner'])).toBe(true)
  })
})
