import type { MouseEvent } from 'react'
import { useT } from '../../src/i18n/react'
import { Icon } from '../../src/ui/icons'
import { switchTab } from './navigation'
import type { TabName } from './routes'
import { TABS } from './tabs'

/** The tab bar (spec §2): real links, so they work with a keyboard and a screen reader, through the gate. */
export function TabBar({ current }: { current: TabName }) {
  const t = useT()
  const open = (event: MouseEvent, path: string) => {
    event.preventDefault()
    switchTab(path)
  }
  return (
    <nav className="ficha-bar ficha-tabbar" aria-label={t('shell.tabs')}>
      {TABS.map((tab) => (
        <a
          key={tab.name}
          href={`#${tab.path}`}
          className="ficha-tabbar__tab"
          aria-current={tab.name === current ? 'page' : undefined}
          onClick={(event) => open(event, tab.path)}
        >
          <Icon name={tab.icon} />
          {t(tab.label)}
        </a>
      ))}
    </nav>
  )
}
