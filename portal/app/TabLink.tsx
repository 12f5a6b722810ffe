import type { AnchorHTMLAttributes } from 'react'
import { switchTab } from './navigation'
import type { RoutePath } from './routes'

export interface TabLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  path: RoutePath
}

/** A real link to a tab, so it works with a keyboard and a screen reader; a click shows the tab (switchTab). */
export function TabLink({ path, ...anchor }: TabLinkProps) {
  return (
    <a
      {...anchor}
      href={`#${path}`}
      onClick={(event) => {
        event.preventDefault()
        switchTab(path)
      }}
    />
  )
}
