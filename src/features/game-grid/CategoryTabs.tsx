import { useStyles } from '../../ui/styles'
import { gameGridCss } from './game-grid.styles'

interface CategoryTab {
  slug: string
  name: string
}

export interface CategoryTabsProps {
  tabs: readonly CategoryTab[]
  current: string
  onSelect: (slug: string) => void
  label: string
}

/** The category chips above the grid; they scroll sideways when they do not fit. */
export function CategoryTabs({ tabs, current, onSelect, label }: CategoryTabsProps) {
  useStyles(gameGridCss)
  return (
    <nav className="ficha-chips" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.slug}
          type="button"
          className="ficha-chips__chip"
          aria-pressed={tab.slug === current}
          onClick={() => onSelect(tab.slug)}
        >
          {tab.name}
        </button>
      ))}
    </nav>
  )
}
