import type { Translate } from '@src/i18n/translator'
import type { MenuItem } from './MenuList'
import { navigateTo, switchTab } from './navigation'
import { type RoutePath, routeEntry, TABS } from './routes'

/** A tab's route switches tabs (no back button); any other route opens above the menu's page. */
const openRoute = (path: RoutePath) =>
  TABS.some((tab) => tab.path === path) ? switchTab(path) : navigateTo(path)

/** Menu rows that open routes, each labelled with its route's title and icon (routes.ts): one name per page. */
export const routeMenuItems = (paths: readonly RoutePath[], t: Translate): MenuItem[] =>
  paths.map((path) => {
    const { title, menuIcon } = routeEntry(path)
    return { key: path, label: t(title), icon: menuIcon, onSelect: () => openRoute(path) }
  })
