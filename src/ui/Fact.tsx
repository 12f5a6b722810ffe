import type { ReactNode } from 'react'

/**
 * One term of a description list (<dl>): its label and its value, e.g. "Amount  R$ 10,00". `className` goes on
 * the pair's row, `valueClassName` (and `valueTestId`) on the value.
 */
export function Fact({
  label,
  children,
  className,
  valueClassName,
  valueTestId,
}: {
  label: ReactNode
  children: ReactNode
  className?: string
  valueClassName?: string
  valueTestId?: string
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={valueTestId}>
        {children}
      </dd>
    </div>
  )
}
