import type { ComponentType } from 'react'

/** A page module: its default export is the page. */
export type PageModule = { default: ComponentType }

export type TabName = 'game' | 'invite' | 'activities' | 'member' | 'mine'

export interface PortalRoute {
  /** The spec's route, as it appears after '#'. */
  path: string
  /** Locale key of the navigation bar's title; a page may replace it (usePageTitle). */
  title: string
  /** The page's chunk, loaded on first visit. Module path = route path (portal/pages/...). */
  load: () => Promise<PageModule>
  /** Set on the tab bar's pages: the tab bar shows, the navigation bar has no back button. */
  tab?: TabName
  /** 'fullscreen': no navigation bar nor tab bar (the game frame brings its own way back). */
  chrome?: 'bars' | 'fullscreen'
}

const games = () => import('../pages/jogos/index')

/** Every route of the spec (§2). Left out: the uni-app system pages /choose-location and /open-location. */
export const ROUTES: readonly PortalRoute[] = [
  // Tab bar
  { path: '/', title: 'title.games', load: games, tab: 'game' },
  { path: '/pages/jogos/index', title: 'title.games', load: games, tab: 'game' },
  {
    path: '/pages/convidar/index',
    title: 'title.invite',
    load: () => import('../pages/convidar/index'),
    tab: 'invite',
  },
  {
    path: '/pages/events/index',
    title: 'title.events',
    load: () => import('../pages/events/index'),
    tab: 'activities',
  },
  { path: '/pages/vip/index', title: 'title.vip', load: () => import('../pages/vip/index'), tab: 'member' },
  { path: '/pages/mine/index', title: 'title.mine', load: () => import('../pages/mine/index'), tab: 'mine' },
  // Games
  { path: '/pages/jogos/login', title: 'title.login', load: () => import('../pages/jogos/login') },
  {
    path: '/pages/jogos/game-details/index',
    title: 'title.gameDetails',
    load: () => import('../pages/jogos/game-details/index'),
  },
  {
    path: '/pages/framebox',
    title: 'title.framebox',
    load: () => import('../pages/framebox'),
    chrome: 'fullscreen',
  },
  {
    path: '/pages/jogos/notice/index',
    title: 'title.notice',
    load: () => import('../pages/jogos/notice/index'),
  },
  {
    path: '/pages/jogos/about-us/index',
    title: 'title.aboutUs',
    load: () => import('../pages/jogos/about-us/index'),
  },
  {
    path: '/pages/events/details',
    title: 'title.eventDetails',
    load: () => import('../pages/events/details'),
  },
  // Mine
  {
    path: '/pages/mine/play-record/index',
    title: 'title.playRecord',
    load: () => import('../pages/mine/play-record/index'),
  },
  {
    path: '/pages/mine/settings/index',
    title: 'title.settings',
    load: () => import('../pages/mine/settings/index'),
  },
  {
    path: '/pages/mine/settings/changepwd',
    title: 'title.changePassword',
    load: () => import('../pages/mine/settings/changepwd'),
  },
  {
    path: '/pages/mine/settings/setpaypwd',
    title: 'title.setPayPassword',
    load: () => import('../pages/mine/settings/setpaypwd'),
  },
  {
    path: '/pages/mine/protection/index',
    title: 'title.protection',
    load: () => import('../pages/mine/protection/index'),
  },
  {
    path: '/pages/responsible/index',
    title: 'title.responsible',
    load: () => import('../pages/responsible/index'),
  },
  {
    path: '/pages/mine/account/index',
    title: 'title.account',
    load: () => import('../pages/mine/account/index'),
  },
  {
    path: '/pages/mine/account/recharge',
    title: 'title.recharge',
    load: () => import('../pages/mine/account/recharge'),
  },
  {
    path: '/pages/mine/account/recharge_list',
    title: 'title.rechargeList',
    load: () => import('../pages/mine/account/recharge_list'),
  },
  {
    path: '/pages/mine/account/withdraw',
    title: 'title.withdraw',
    load: () => import('../pages/mine/account/withdraw'),
  },
  {
    path: '/pages/mine/account/withdraw_list',
    title: 'title.withdrawList',
    load: () => import('../pages/mine/account/withdraw_list'),
  },
  { path: '/pages/mine/account/bank', title: 'title.bank', load: () => import('../pages/mine/account/bank') },
  {
    path: '/pages/mine/account/bank_list',
    title: 'title.bankList',
    load: () => import('../pages/mine/account/bank_list'),
  },
  {
    path: '/pages/mine/savings-account/index',
    title: 'title.savingsAccount',
    load: () => import('../pages/mine/savings-account/index'),
  },
  {
    path: '/pages/mine/backwater/index',
    title: 'title.backwater',
    load: () => import('../pages/mine/backwater/index'),
  },
  {
    path: '/pages/mine/privacy/index',
    title: 'title.privacy',
    load: () => import('../pages/mine/privacy/index'),
  },
  // Rewards and partners
  {
    path: '/pages/first-storage/index',
    title: 'title.firstStorage',
    load: () => import('../pages/first-storage/index'),
  },
  {
    path: '/pages/return-cash/index',
    title: 'title.returnCash',
    load: () => import('../pages/return-cash/index'),
  },
  {
    path: '/pages/conversion/index',
    title: 'title.conversion',
    load: () => import('../pages/conversion/index'),
  },
  { path: '/pages/telegram/index', title: 'title.telegram', load: () => import('../pages/telegram/index') },
  { path: '/pages/buddy/index', title: 'title.buddy', load: () => import('../pages/buddy/index') },
  { path: '/pages/bind/index', title: 'title.bind', load: () => import('../pages/bind/index') },
  // Operator console (not in the spec): shown to accounts whose permissions allow it; the server checks.
  {
    path: '/pages/admin/orders/index',
    title: 'title.adminOrders',
    load: () => import('../pages/admin/orders/index'),
  },
  {
    path: '/pages/admin/rewards/index',
    title: 'title.adminRewards',
    load: () => import('../pages/admin/rewards/index'),
  },
  {
    path: '/pages/admin/protection/index',
    title: 'title.adminProtection',
    load: () => import('../pages/admin/protection/index'),
  },
]

const byPath = new Map(ROUTES.map((route) => [route.path, route]))

/** The route of a path, or undefined for an unknown one. */
export const findRoute = (path: string): PortalRoute | undefined => byPath.get(path)
