import { findRoute, navigation, pageLoader } from '@console/app/routes'
import { MONEY_PERMISSIONS } from '@src/contract/money-values'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { describe, expect, test } from 'vitest'

describe("the console's routes, found by their folders", () => {
  test('every page folder with a route.ts is a route at its address, with its page module', () => {
    const all = navigation(['*:*:*']).flatMap((group) => group.routes)
    expect(all.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/console/orders',
        '/console/rewards',
        '/console/protection',
        '/console/providers',
        '/console/risk',
      ]),
    )
    for (const route of all) expect(() => pageLoader(route)).not.toThrow()
    expect(findRoute('/console/orders/')?.title).toBe('console.nav.orders')
    expect(findRoute('/console/no-such-page')).toBeUndefined()
  })

  test('the navigation lists only what the permissions allow, grouped in the groups order', () => {
    const finance = navigation([MONEY_PERMISSIONS.listOrders, RECONCILE_PERMISSIONS.list])
    expect(finance.map((entry) => entry.group)).toEqual(['money', 'games'])
    expect(finance.flatMap((entry) => entry.routes.map((route) => route.path))).toEqual([
      '/console/orders',
      '/console/providers',
    ])
    expect(navigation([])).toEqual([])
  })
})
