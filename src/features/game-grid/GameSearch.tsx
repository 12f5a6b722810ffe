import { useT } from '../../i18n/react'
import { Icon } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { gameGridCss } from './game-grid.styles'
import { SearchInput } from './SearchInput'

export interface GameSearchProps {
  value: string
  onChange: (value: string) => void
}

/** The games search box; results follow as the player types (the page debounces the request). */
export function GameSearch({ value, onChange }: GameSearchProps) {
  useStyles(gameGridCss)
  const t = useT()
  return (
    <search className="ficha-search">
      <SearchInput className="ficha-search__input" value={value} onChange={onChange} />
      {value ? (
        <button
          type="button"
          className="ficha-search__clear"
          aria-label={t('games.clearSearch')}
          onClick={() => onChange('')}
        >
          <Icon name="close" size={20} />
        </button>
      ) : null}
    </search>
  )
}
