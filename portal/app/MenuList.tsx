import type { ReactNode } from 'react'
import { Badge } from '../../src/ui/Badge'
import { Icon, type IconName } from '../../src/ui/icons'
import { useStyles } from '../../src/ui/styles'
import { menuCss } from './menu.styles'

export interface MenuItem {
  key: string
  label: string
  icon?: IconName
  /** Shown at the end of the row (a version, the current language). */
  value?: ReactNode
  /** A count beside the label (unread notices), with what a screen reader says for it. */
  badge?: { count: number; label: string }
  onSelect?: () => void
}

/** A titled card of tappable rows: the mine menu, settings. */
export function MenuList({ title, items }: { title?: string; items: MenuItem[] }) {
  useStyles(menuCss)
  return (
    <section className="ficha-menu">
      {title ? <h2 className="ficha-menu__title">{title}</h2> : null}
      <ul className="ficha-menu__list">
        {items.map((item) => (
          <li key={item.key} className="ficha-menu__item">
            {item.onSelect ? (
              <button type="button" className="ficha-menu__row" onClick={item.onSelect}>
                <RowContent item={item} />
              </button>
            ) : (
              <div className="ficha-menu__row">
                <RowContent item={item} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function RowContent({ item }: { item: MenuItem }) {
  return (
    <>
      {item.icon ? (
        <span className="ficha-menu__icon">
          <Icon name={item.icon} size={20} />
        </span>
      ) : null}
      <span className="ficha-menu__label">{item.label}</span>
      {item.badge ? <Badge count={item.badge.count} label={item.badge.label} /> : null}
      {item.value !== undefined ? <span className="ficha-menu__value">{item.value}</span> : null}
      {item.onSelect ? (
        <span className="ficha-menu__chevron">
          <Icon name="chevron" size={18} />
        </span>
      ) : null}
    </>
  )
}
