import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { $unread, refreshUnread } from '../../src/features/notices/unread'
import { useT } from '../../src/i18n/react'
import { $token } from '../../src/session/store'
import { Badge } from '../../src/ui/Badge'
import { Icon } from '../../src/ui/icons'
import { frameApi } from './frame-api'
import { NOTICES_TAB, TABS, type TabName } from './routes'
import { TabLink } from './TabLink'

/**
 * The tab bar (spec §2): real links, so they work with a keyboard and a screen reader, through the gate.
 * The tab holding the notices shows how many are unread, read again at each tab change.
 * From 1024 px the same links are the side menu, on every page (`sideOnly`: a page that is no tab shows them
 * there only).
 */
export function TabBar({ current, sideOnly = false }: { current?: TabName; sideOnly?: boolean }) {
  const t = useT()
  const token = useStore($token)
  const unread = useStore($unread)
  useEffect(() => {
    if (token && current) frameApi().then(refreshUnread, () => undefined)
  }, [token, current])
  return (
    <nav
      className={`ficha-bar ficha-tabbar${sideOnly ? ' ficha-tabbar--side-only' : ''}`}
      aria-label={t('shell.tabs')}
    >
      {TABS.map((tab) => (
        <TabLink
          key={tab.name}
          path={tab.path}
          className="ficha-tabbar__tab"
          aria-current={tab.name === current ? 'page' : undefined}
        >
          <Icon name={tab.icon} />
          {t(tab.label)}
          {tab.name === NOTICES_TAB && token ? (
            <Badge count={unread.notices} label={t('notice.unread', { count: unread.notices })} corner />
          ) : null}
        </TabLink>
      ))}
    </nav>
  )
}
