import { $location, parseTarget, setLocation } from '@portal/app/location'
import { describe, expect, it } from 'vitest'

describe('parseTarget', () => {
  it('splits a hash or a target into route path and query', () => {
    expect(parseTarget('#/pages/jogos/login?code=AB12&x=1')).toEqual({
      path: '/pages/jogos/login',
      search: 'code=AB12&x=1',
    })
    expect(parseTarget('/pages/mine/index')).toEqual({ path: '/pages/mine/index', search: '' })
  })

  it('reads an empty hash as home and adds a missing leading slash', () => {
    expect(parseTarget('')).toEqual({ path: '/', search: '' })
    expect(parseTarget('#')).toEqual({ path: '/', search: '' })
    expect(parseTarget('#?code=1')).toEqual({ path: '/', search: 'code=1' })
    expect(parseTarget('pages/vip/index')).toEqual({ path: '/pages/vip/index', search: '' })
  })
})

describe('setLocation', () => {
  it('moves the hash and the store together, pushing or replacing', () => {
    const length = history.length
    setLocation('/pages/vip/index?tab=2', {})
    expect(window.location.hash).toBe('#/pages/vip/index?tab=2')
    expect($location.get()).toEqual({ path: '/pages/vip/index', search: 'tab=2' })
    setLocation('/pages/mine/index', { replace: true })
    expect(history.length).toBe(length + 1)
    expect($location.get().path).toBe('/pages/mine/index')
  })
})
