import { useStyles } from '../../ui/styles'
import { moneyCss } from './money.styles'

export interface FilterTabsProps<T extends string | number> {
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  /** Each tab's text, translated. */
  label: (option: T) => string
  /** The tab list's accessible name. */
  ariaLabel?: string
  /** Three equal columns instead of the automatic layout. */
  thirds?: boolean
}

/** A row of filter tabs (records by status, a review queue, team levels); the panel follows it. */
export function FilterTabs<T extends string | number>({
  options,
  value,
  onChange,
  label,
  ariaLabel,
  thirds = false,
}: FilterTabsProps<T>) {
  useStyles(moneyCss)
  return (
    <div className={thirds ? 'ficha-tabs ficha-tabs--3' : 'ficha-tabs'} role="tablist" aria-label={ariaLabel}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          className="ficha-tab"
          aria-selected={option === value}
          onClick={() => onChange(option)}
        >
          {label(option)}
        </button>
      ))}
    </div>
  )
}
