import {
  grantsAllPermissions,
  grantsAllRoles,
  grantsAnyPermission,
  grantsAnyRole,
  grantsPermission,
  grantsRole,
} from '@src/permissions/rules'
import { describe, expect, test } from 'vitest'

const player = ['wallet:view', 'wallet:withdraw']

describe('permission rules', () => {
  test('a listed permission is granted, an unlisted one is not', () => {
    expect(grantsPermission(player, 'wallet:view')).toBe(true)
    expect(grantsPermission(player, 'review:approve')).toBe(false)
  })

  test('*:*:* grants every permission', () => {
    expect(grantsPermission(['*:*:*'], 'review:approve')).toBe(true)
    expect(grantsAllPermissions(['*:*:*'], ['a:b:c', 'd:e:f'])).toBe(true)
  })

  test('any: one granted permission is enough, none is not', () => {
    expect(grantsAnyPermission(player, ['review:approve', 'wallet:view'])).toBe(true)
    expect(grantsAnyPermission(player, ['review:approve', 'games:edit'])).toBe(false)
  })

  test('all: every permission must be granted', () => {
    expect(grantsAllPermissions(player, ['wallet:view', 'wallet:withdraw'])).toBe(true)
    expect(grantsAllPermissions(player, ['wallet:view', 'review:approve'])).toBe(false)
  })

  test('an empty requirement grants nothing', () => {
    expect(grantsPermission(['*:*:*'], '')).toBe(false)
    expect(grantsAnyPermission(['*:*:*'], [])).toBe(false)
    expect(grantsAllPermissions(['*:*:*'], [])).toBe(false)
  })

  test('nobody without permissions gets any', () => {
    expect(grantsPermission([], 'wallet:view')).toBe(false)
  })
})

describe('role rules', () => {
  test('a held role matches, another does not', () => {
    expect(grantsRole(['agent'], 'agent')).toBe(true)
    expect(grantsRole(['agent'], 'operator')).toBe(false)
  })

  test('admin holds every role', () => {
    expect(grantsRole(['admin'], 'operator')).toBe(true)
    expect(grantsAllRoles(['admin'], ['operator', 'agent'])).toBe(true)
  })

  test('any: one held role is enough, none is not', () => {
    expect(grantsAnyRole(['agent'], ['operator', 'agent'])).toBe(true)
    expect(grantsAnyRole(['agent'], ['operator', 'partner'])).toBe(false)
  })

  test('all: every role must be held', () => {
    expect(grantsAllRoles(['agent', 'partner'], ['agent', 'partner'])).toBe(true)
    expect(grantsAllRoles(['agent'], ['agent', 'partner'])).toBe(false)
  })

  test('an empty requirement grants nothing', () => {
    expect(grantsRole(['admin'], '')).toBe(false)
    expect(grantsAnyRole(['admin'], [])).toBe(false)
    expect(grantsAllRoles(['admin'], [])).toBe(false)
  })
})
