import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pageLoader } from '@portal/app/pages'
import { findRoute, PUBLIC_ROUTES, ROUTES, TABS } from '@portal/app/routes'
import { describe, expect, it } from 'vitest'

/** Spec §2's route table (its system pages /choose-location and /open-location aside) and its five tabs. */
const SPEC_ROUTES = [
  '/pages/jogos/index',
  '/pages/convidar/index',
  '/pages/events/index',
  '/pages/vip/index',
  '/pages/mine/index',
  '/pages/framebox',
  '/pages/events/details',
  '/pages/mine/play-record/index',
  '/pages/mine/settings/index',
  '/pages/mine/settings/changepwd',
  '/pages/mine/settings/setpaypwd',
  '/pages/mine/account/index',
  '/pages/mine/account/recharge',
  '/pages/mine/account/recharge_list',
  '/pages/mine/account/withdraw',
  '/pages/mine/account/withdraw_list',
  '/pages/mine/account/bank',
  '/pages/mine/account/bank_list',
  '/pages/mine/savings-account/index',
  '/pages/mine/backwater/index',
  '/pages/mine/privacy/index',
  '/pages/jogos/notice/index',
  '/pages/jogos/about-us/index',
  '/pages/jogos/game-details/index',
  '/pages/jogos/login',
  '/pages/first-storage/index',
  '/pages/return-cash/index',
  '/pages/conversion/index',
  '/pages/telegram/index',
  '/pages/buddy/index',
  '/pages/bind/index',
]

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })

describe('the route table', () => {
  it('has a page for every route of the spec', () => {
    for (const path of SPEC_ROUTES) expect(findRoute(path), path).toBeDefined()
  })

  it('lets visitors open exactly the routes it marks public', () => {
    expect(PUBLIC_ROUTES).toEqual(ROUTES.filter((route) => route.public).map((route) => route.path))
    expect([...PUBLIC_ROUTES].sort()).toEqual(
      [
        '/',
        '/pages/buddy/index',
        // Anyone may check the crash game's rounds.
        '/pages/crash/fairness',
        '/pages/first-storage/index',
        '/pages/jogos/game-details/index',
        '/pages/jogos/login',
        // LGPD: the privacy notice must be readable before sign-up.
        '/pages/mine/privacy/index',
        '/pages/responsible/index',
        '/pages/return-cash/index',
        '/pages/telegram/index',
      ].sort(),
    )
  })

  it("shows the spec's five tabs in order, each opening a page that shows the tab bar with it selected", () => {
    expect(TABS.map(({ name, path, label }) => ({ name, path, label }))).toEqual([
      { name: 'game', path: '/', label: 'tab.game' },
      { name: 'invite', path: '/pages/convidar/index', label: 'tab.invite' },
      { name: 'activities', path: '/pages/events/index', label: 'tab.activities' },
      { name: 'member', path: '/pages/vip/index', label: 'tab.member' },
      { name: 'mine', path: '/pages/mine/index', label: 'tab.mine' },
    ])
    for (const tab of TABS) expect(findRoute(tab.path)?.tab).toBe(tab.name)
    expect(findRoute('/pages/jogos/index')?.tab).toBe('game')
  })

  it('loads every route from its own page module, the games tab and home sharing one', () => {
    for (const route of ROUTES) expect(pageLoader(route), route.path).toBeTypeOf('function')
    expect(pageLoader(ROUTES[0] as (typeof ROUTES)[number])).toBe(
      pageLoader(findRoute('/pages/jogos/index') as (typeof ROUTES)[number]),
    )
  })

  // Shared code (src, widgets) cannot take the portal's RoutePath type; its portal links are checked here.
  it('knows every portal route that shared code and the widgets link to', () => {
    const named = sources('src')
      .concat(sources('widgets'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['`](\/pages\/[\w/-]+)/g)].map((m) => m[1]))
    expect(named.length).toBeGreaterThan(0)
    for (const path of named) expect(findRoute(path as string), path).toBeDefined()
  })
})
