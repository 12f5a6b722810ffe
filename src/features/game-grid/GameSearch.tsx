import { useT } from '../../i18n/react'
import { Icon } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { gameGridCss } from './game-grid.styles'

export interface GameSearchProps {
  value: string
  onChange: (value: string) => void
}

/** The games search box; results follow as the player types (the page debounces the request). */
export function GameSearch({ value, onChange }: GameSearchProps) {
  useStyles(gameGridCss)
  const t = useT()
  const label = t('games.search')
  return (
    <search className="ficha-search">
      <input
        className="ficha-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={50}
        placeholder={label}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
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
