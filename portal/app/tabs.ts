import type { IconName } from '../../src/ui/icons'
import type { TabName } from './routes'

export interface Tab {
  name: TabName
  /** The route the tab opens. */
  path: string
  icon: IconName
  /** Locale key of the label. */
  label: string
}

/** The five tabs of spec §2, in order. The games tab opens '/', which visitors may see too. */
export const TABS: readonly Tab[] = [
  { name: 'game', path: '/', icon: 'game', label: 'tab.game' },
  { name: 'invite', path: '/pages/convidar/index', icon: 'invite', label: 'tab.invite' },
  { name: 'activities', path: '/pages/events/index', icon: 'gift', label: 'tab.activities' },
  { name: 'member', path: '/pages/vip/index', icon: 'crown', label: 'tab.member' },
  { name: 'mine', path: '/pages/mine/index', icon: 'user', label: 'tab.mine' },
]

/** The tab whose page holds the notices entry: it carries the unread badge too. */
export const NOTICES_TAB: TabName = 'mine'
