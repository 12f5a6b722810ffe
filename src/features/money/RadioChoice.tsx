import type { ReactNode } from 'react'

/**
 * One option of a `.ficha-choices` fieldset (a card with its radio): an optional icon, then `title` and
 * `meta`, or `children` in their place (a payout account's label).
 */
export function RadioChoice({
  name,
  value,
  checked,
  onPick,
  icon,
  title,
  meta,
  children,
}: {
  name: string
  value: string | number
  checked: boolean
  onPick: () => void
  icon?: ReactNode
  title?: ReactNode
  meta?: ReactNode
  children?: ReactNode
}) {
  return (
    <label className="ficha-choice">
      <input type="radio" name={name} value={value} checked={checked} onChange={onPick} />
      {icon ? <span className="ficha-choice__icon">{icon}</span> : null}
      {children ?? (
        <span className="ficha-choice__text">
          <span className="ficha-choice__name">{title}</span>
          {meta ? <span className="ficha-choice__meta">{meta}</span> : null}
        </span>
      )}
    </label>
  )
}
