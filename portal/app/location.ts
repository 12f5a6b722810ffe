import { atom } from 'nanostores'

/** Where the portal is: the route path and the query string inside the hash (`#/pages/x?code=1`). */
export interface PortalLocation {
  path: string
  /** Without the leading '?'. */
  search: string
}

/** Splits a target such as '/pages/jogos/login?code=AB12' into path and search. */
export function parseTarget(target: string): PortalLocation {
  const [path = '', search = ''] = target.replace(/^#/, '').split('?', 2)
  return { path: path === '' ? '/' : path.startsWith('/') ? path : `/${path}`, search }
}

const readHash = (): PortalLocation => parseTarget(window.location.hash)

/** The current location; follows the hash (links, back and forward buttons, typed URLs). */
export const $location = atom<PortalLocation>(readHash())

const sync = () => {
  const next = readHash()
  const current = $location.get()
  if (next.path !== current.path || next.search !== current.search) $location.set(next)
}
window.addEventListener('hashchange', sync)
window.addEventListener('popstate', sync)

interface HistoryState {
  /** How many portal pages lie behind this one in the tab's history; 0 where the player entered. */
  fichaDepth: number
}

/** Pages behind the current one that `back` can return to. */
export const historyDepth = (): number => (history.state as HistoryState | null)?.fichaDepth ?? 0

/** Moves the hash without a reload. `replace` keeps the history length (redirectTo, reLaunch). */
export function setLocation(
  target: string,
  { replace = false, depth }: { replace?: boolean; depth?: number },
) {
  const state: HistoryState = { fichaDepth: depth ?? (replace ? historyDepth() : historyDepth() + 1) }
  const url = `#${target}`
  if (replace) history.replaceState(state, '', url)
  else history.pushState(state, '', url)
  sync()
}
