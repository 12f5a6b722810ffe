import { useT } from '../../i18n/react'

/**
 * The games search field, in the lobby and in the desktop top bar: the same limits and label. No styles of
 * its own (the caller's class), so the top bar on the first route carries no lobby CSS.
 */
export function SearchInput({
  className,
  value,
  onChange,
}: {
  className: string
  value: string
  onChange: (value: string) => void
}) {
  const label = useT()('games.search')
  return (
    <input
      className={className}
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      maxLength={50}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
