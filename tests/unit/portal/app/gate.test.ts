import { canNavigate, guard, LOGIN_ROUTE, type NavigationKind, startupRoute } from '@portal/app/gate'
import { PUBLIC_ROUTES } from '@portal/app/routes'
import { $storageData, $token, emptyStorageData } from '@src/session/store'
import { SPEC_PUBLIC_PAGES } from '@tests/support/publicPages'
import { beforeEach, describe, expect, test } from 'vitest'

const KINDS: NavigationKind[] = ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'back']
const PRIVATE_ROUTES = [
  '/pages/jogos/index',
  '/pages/mine/index',
  '/pages/mine/account/withdraw',
  '/pages/mine/account/recharge',
  '/pages/convidar/index',
  '/pages/vip/index',
  '/pages/events/index',
  '/pages/conversion/index',
]

beforeEach(() => {
  $token.set('')
  $storageData.set(emptyStorageData())
})

describe('a visitor without a token', () => {
  test("the whitelist is the spec's seven pages, the responsible-gaming page, the privacy notice and the crash game's fairness page", () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(
      [
        '/',
        ...SPEC_PUBLIC_PAGES,
        '/pages/responsible/index',
        // LGPD: the privacy notice must be readable before sign-up.
        '/pages/mine/privacy/index',
        // Anyone may check the crash game's rounds.
        '/pages/crash/fairness',
      ].sort(),
    )
  })

  test.each(PUBLIC_ROUTES.flatMap((route) => KINDS.map((kind) => [kind, route] as const)))(
    '%s to public page %s opens it without the login popup',
    (kind, route) => {
      expect(guard(kind, route)).toBe(true)
      expect($storageData.get().loginPopup).toBe(false)
    },
  )

  test.each(PRIVATE_ROUTES.flatMap((route) => KINDS.map((kind) => [kind, route] as const)))(
    '%s to private page %s is blocked and the login popup opens',
    (kind, route) => {
      expect(guard(kind, route)).toBe(false)
      expect($storageData.get().loginPopup).toBe(true)
    },
  )

  test('a public page with a query string or hash is still public', () => {
    expect(canNavigate('/pages/jogos/game-details/index?id=3', '')).toBe(true)
    expect(canNavigate('/pages/buddy/index#top', '')).toBe(true)
  })

  test('a private page cannot hide behind a public-looking query string', () => {
    expect(canNavigate('/pages/mine/index?to=/pages/jogos/login', '')).toBe(false)
  })

  test('the app starts at the login page, whatever the address was', () => {
    expect(startupRoute('/pages/mine/index')).toBe(LOGIN_ROUTE)
    expect(startupRoute('/')).toBe(LOGIN_ROUTE)
  })
})

describe('a logged-in player', () => {
  beforeEach(() => $token.set('tok'))

  test.each(
    [...PUBLIC_ROUTES, ...PRIVATE_ROUTES].flatMap((route) => KINDS.map((kind) => [kind, route] as const)),
  )('%s to %s is allowed', (kind, route) => {
    expect(guard(kind, route)).toBe(true)
    expect($storageData.get().loginPopup).toBe(false)
  })

  test('the app starts where the player was', () => {
    expect(startupRoute('/pages/mine/account/recharge')).toBe('/pages/mine/account/recharge')
  })
})
