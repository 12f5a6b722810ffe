import { navigate } from '@console/app/location'
import type { MouseEvent } from 'react'

/** A CPF's 11 digits as people write it: 123.456.789-09. */
export const formatCpf = (cpf: string | null) =>
  cpf ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : '—'

/** The player page's address. */
export const playerHref = (id: number) => `/console/players/detail?id=${id}`

/** Opens a console address in place (a plain link still opens in a new tab with the modifier keys). */
export const follow = (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
  event.preventDefault()
  navigate(event.currentTarget.getAttribute('href') ?? '/console/players')
}
