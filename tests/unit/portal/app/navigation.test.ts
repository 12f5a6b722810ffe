import { LOGIN_ROUTE } from '@portal/app/gate'
import { $location, historyDepth, setLocation } from '@portal/app/location'
import { back, loginTarget, navigateTo, reLaunch, resumeAfterLogin, switchTab } from '@portal/app/navigation'
import { $storageData, $token, updateStorageData } from '@src/session/store'
import { beforeEach, describe, expect, it } from 'vitest'

beforeEach(() => {
  $token.set('')
  updateStorageData({ loginPopup: false })
  setLocation('/', { replace: true, depth: 0 })
})

describe('navigation primitives and the login gate', () => {
  it('blocks a private page without a token: the popup flag turns on and the page stays', () => {
    expect(navigateTo('/pages/mine/settings/index')).toBe(false)
    expect($storageData.get().loginPopup).toBe(true)
    expect($location.get().path).toBe('/')
  })

  it('lets visitors open the public pages', () => {
    expect(navigateTo('/pages/jogos/game-details/index?id=2')).toBe(true)
    expect($location.get()).toEqual({ path: '/pages/jogos/game-details/index', search: 'id=2' })
    expect($storageData.get().loginPopup).toBe(false)
  })

  it('carries out the blocked navigation after a login in the popup', () => {
    switchTab('/pages/mine/index')
    $token.set('token')
    resumeAfterLogin()
    expect($location.get().path).toBe('/pages/mine/index')
  })

  it('goes to the login page redirect when nothing was blocked, and stays put from the popup', () => {
    $token.set('token')
    resumeAfterLogin()
    expect($location.get().path).toBe('/')
    resumeAfterLogin('/pages/vip/index')
    expect($location.get().path).toBe('/pages/vip/index')
  })

  it('stacks navigateTo, and reLaunch starts over so back leads home', () => {
    $token.set('token')
    navigateTo('/pages/mine/index')
    navigateTo('/pages/mine/settings/index')
    expect(historyDepth()).toBe(2)
    reLaunch('/pages/mine/settings/changepwd')
    expect(historyDepth()).toBe(0)
    back()
    expect($location.get().path).toBe('/')
  })
})

describe('loginTarget', () => {
  it('asks the login page to come back, keeping extra fields such as an invite code', () => {
    expect(loginTarget()).toBe(LOGIN_ROUTE)
    expect(loginTarget('/pages/mine/index')).toBe(`${LOGIN_ROUTE}?redirect=%2Fpages%2Fmine%2Findex`)
    expect(loginTarget(undefined, { code: 'AB12' })).toBe(`${LOGIN_ROUTE}?code=AB12`)
    expect(loginTarget(`${LOGIN_ROUTE}?mode=reset`)).toBe(LOGIN_ROUTE)
  })
})
