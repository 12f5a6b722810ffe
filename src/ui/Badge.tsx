import { badgeCss } from './badge.styles'
import { useStyles } from './styles'

/** Shown as a number up to this; above it, "99+". */
const MAX_SHOWN = 99

/**
 * The badge's text: the count, "99+" above the ceiling.
 * @internal Tested directly.
 */
export const badgeText = (count: number): string => (count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count))

/**
 * A count on an entry (unread notices on the notices row and on the tab that holds it): nothing at 0.
 * `label` is what a screen reader says, e.g. "3 unread"; `corner` pins it to the top right of an icon.
 */
export function Badge({ count, label, corner = false }: { count: number; label: string; corner?: boolean }) {
  useStyles(badgeCss)
  if (count <= 0) return null
  return (
    <span
      className={corner ? 'ficha-count ficha-count--corner' : 'ficha-count'}
      role="img"
      aria-label={label}
    >
      {badgeText(count)}
    </span>
  )
}
