import type { IconName } from '../../src/ui/icons'

/**
 * The portal's one route table: each route's path, title, tab and gate flag, from which the gate's
 * public list, the tab bar and the `RoutePath` type follow. Pure data, so the build (app shell), node tests
 * and the entry can read it without any page's code; the pages themselves load through `./pages.ts`.
 */

export type TabName = 'game' | 'invite' | 'activities' | 'member' | 'mine'

interface RouteEntry {
  /** Locale key of the navigation bar's title; a page may replace it (usePageTitle). */
  readonly title: string
  /** The page module's route when it is not the path's own (portal/pages/<page>.tsx). */
  readonly page?: string
  /** Set on the tab bar's pages: the tab bar shows, the navigation bar has no back button. */
  readonly tab?: TabName
  /** The tab's button opens this route, with this icon and label (locale key). */
  readonly tabButton?: { readonly icon: IconName; readonly label: string }
  /** A visitor without a token may open it (spec §2's whitelist). */
  readonly public?: true
  /** 'fullscreen': no navigation bar nor tab bar (the game frame brings its own way back). */
  readonly chrome?: 'fullscreen'
  /** The icon of the route's row where a menu links it (mine, account: ./route-menu.ts). */
  readonly menuIcon?: IconName
}

/**
 * Every route of the spec (§2), in tab order first. Left out: the uni-app system pages /choose-location and
 * /open-location. '/pages/jogos/index', although the games tab, is not public: visitors see the games at '/'.
 */
const TABLE = {
  // Tab bar
  '/': {
    title: 'title.games',
    page: '/pages/jogos/index',
    tab: 'game',
    tabButton: { icon: 'game', label: 'tab.game' },
    public: true,
  },
  '/pages/jogos/index': { title: 'title.games', tab: 'game' },
  '/pages/convidar/index': {
    title: 'title.invite',
    tab: 'invite',
    tabButton: { icon: 'invite', label: 'tab.invite' },
    menuIcon: 'invite',
  },
  '/pages/events/index': {
    title: 'title.events',
    tab: 'activities',
    tabButton: { icon: 'gift', label: 'tab.activities' },
  },
  '/pages/vip/index': {
    title: 'title.vip',
    tab: 'member',
    tabButton: { icon: 'crown', label: 'tab.member' },
    menuIcon: 'crown',
  },
  '/pages/mine/index': { title: 'title.mine', tab: 'mine', tabButton: { icon: 'user', label: 'tab.mine' } },
  // Games
  '/pages/jogos/login': { title: 'title.login', public: true },
  '/pages/jogos/game-details/index': { title: 'title.gameDetails', public: true },
  '/pages/framebox': { title: 'title.framebox', chrome: 'fullscreen' },
  // The crash game: a portal page with its own bar, as the game frame has.
  '/pages/jogos/crash/index': { title: 'title.framebox', chrome: 'fullscreen' },
  '/pages/jogos/notice/index': { title: 'title.notice', menuIcon: 'bell' },
  '/pages/jogos/about-us/index': { title: 'title.aboutUs', menuIcon: 'info' },
  '/pages/events/details': { title: 'title.eventDetails' },
  // The crash game's published chain and its newest rounds, each checked in the browser: for everyone.
  '/pages/crash/fairness': { title: 'title.crashFairness', public: true },
  // The featured race's board and the player's standing, from the activities tab and the lobby.
  '/pages/race/index': { title: 'title.race' },
  // Missions (progress from play), the points and the shop: ?tab=shop or history opens that part.
  '/pages/missions/index': { title: 'title.missions' },
  // Mine
  '/pages/mine/play-record/index': { title: 'title.playRecord', menuIcon: 'clock' },
  '/pages/mine/settings/index': { title: 'title.settings', menuIcon: 'settings' },
  '/pages/mine/settings/changepwd': { title: 'title.changePassword' },
  '/pages/mine/settings/setpaypwd': { title: 'title.setPayPassword', menuIcon: 'lock' },
  '/pages/mine/protection/index': { title: 'title.protection', menuIcon: 'shield' },
  // The SAC: the player's complaints with their protocol numbers, and a new one.
  '/pages/mine/complaints/index': { title: 'title.complaints', menuIcon: 'send' },
  '/pages/mine/complaints/detail': { title: 'title.complaint' },
  // The extended registration (brazil profile): after sign-up, and at the next login until it is complete.
  '/pages/mine/registration/index': { title: 'title.registration' },
  // The responsible-gaming page (18+, the tools, where to get help) is for everyone.
  '/pages/responsible/index': { title: 'title.responsible', public: true, menuIcon: 'info' },
  '/pages/mine/account/index': { title: 'title.account', menuIcon: 'wallet' },
  '/pages/mine/account/recharge': { title: 'title.recharge' },
  '/pages/mine/account/recharge_list': { title: 'title.rechargeList', menuIcon: 'list' },
  '/pages/mine/account/withdraw': { title: 'title.withdraw' },
  '/pages/mine/account/withdraw_list': { title: 'title.withdrawList', menuIcon: 'list' },
  '/pages/mine/account/balance_history': { title: 'title.balanceHistory', menuIcon: 'list' },
  // Not in the spec: the player's own money by day and game session, beside the account's records.
  '/pages/mine/account/statement': { title: 'title.statement', menuIcon: 'list' },
  '/pages/mine/account/bank': { title: 'title.bank' },
  '/pages/mine/account/bank_list': { title: 'title.bankList', menuIcon: 'bank' },
  '/pages/mine/savings-account/index': { title: 'title.savingsAccount' },
  '/pages/mine/backwater/index': { title: 'title.backwater', menuIcon: 'coins' },
  // LGPD: the privacy notice is readable before sign-up, so a visitor may open it.
  '/pages/mine/privacy/index': { title: 'title.privacy', public: true, menuIcon: 'shield' },
  // Rewards and partners
  '/pages/first-storage/index': { title: 'title.firstStorage', public: true, menuIcon: 'gift' },
  '/pages/return-cash/index': { title: 'title.returnCash', public: true, menuIcon: 'percent' },
  '/pages/conversion/index': { title: 'title.conversion', menuIcon: 'repeat' },
  '/pages/telegram/index': { title: 'title.telegram', public: true, menuIcon: 'send' },
  '/pages/buddy/index': { title: 'title.buddy', public: true, menuIcon: 'user' },
  // A partner's own figures, tracked links and QR codes (docs/partner-area.md).
  '/pages/buddy/partner': { title: 'title.partnerArea' },
  '/pages/bind/index': { title: 'title.bind' },
} as const satisfies Record<`/${string}`, RouteEntry>

/** A route of the table: every route string in the portal is checked against it by the compiler. */
export type RoutePath = keyof typeof TABLE

/** What the navigation takes: a route, with an optional query ('/pages/events/details?id=3'). */
export type RouteTarget = RoutePath | `${RoutePath}?${string}`

export interface PortalRoute extends RouteEntry {
  readonly path: RoutePath
}

/** @internal Tests walk the route table. */
export const ROUTES: readonly PortalRoute[] = Object.entries(TABLE).map(([path, entry]) => ({
  path: path as RoutePath,
  ...entry,
}))

export const HOME_ROUTE = '/' satisfies RoutePath
export const LOGIN_ROUTE = '/pages/jogos/login' satisfies RoutePath

/** The only targets a visitor without a token may open (spec §2): the table's public routes. */
export const PUBLIC_ROUTES: readonly RoutePath[] = ROUTES.filter((route) => route.public).map(
  (route) => route.path,
)

export interface Tab {
  name: TabName
  /** The route the tab opens. */
  path: RoutePath
  icon: IconName
  /** Locale key of the label. */
  label: string
}

/** The five tabs of spec §2, in the table's order. The games tab opens '/', which visitors may see too. */
export const TABS: readonly Tab[] = ROUTES.flatMap(({ path, tab, tabButton }) =>
  tab && tabButton ? [{ name: tab, path, ...tabButton }] : [],
)

/** The tab whose page holds the notices entry: it carries the unread badge too. */
export const NOTICES_TAB: TabName = 'mine'

const byPath = new Map<string, PortalRoute>(ROUTES.map((route) => [route.path, route]))

/** The table's entry of a route. */
export const routeEntry = (path: RoutePath): RouteEntry => TABLE[path]

/** The route of a path, or undefined for an unknown one. */
export const findRoute = (path: string): PortalRoute | undefined => byPath.get(path)

/**
 * A target read from an address (the hash, the login page's `redirect`), taken as it is: the page view shows
 * 'This page does not exist.' for an unknown path, as for a typed one.
 */
export const addressTarget = (target: string): RouteTarget => target as RouteTarget
