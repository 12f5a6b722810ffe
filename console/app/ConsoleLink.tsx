import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { navigate } from './location'

/** A link inside the console: a plain <a href> (open in a new tab works), followed without a reload. */
export function ConsoleLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  )
}
