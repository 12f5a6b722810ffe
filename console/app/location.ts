import { atom } from 'nanostores'

export interface ConsoleLocation {
  /** The address path, e.g. '/console/players/detail'. */
  path: string
  /** The query string without '?', e.g. 'id=42'. */
  search: string
}

const read = (): ConsoleLocation => ({ path: location.pathname, search: location.search.replace(/^\?/, '') })

/** The console's current address; pages read ids from `search` (/console/players/detail?id=42). */
export const $location = atom<ConsoleLocation>(read())

addEventListener('popstate', () => $location.set(read()))

/** Opens a console address ('/console/orders', '/console/players/detail?id=42') without reloading. */
export function navigate(target: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', target)
  else history.pushState(null, '', target)
  $location.set(read())
}

/** A query parameter of the current address (the id of a detail page). */
export const queryParam = (name: string): string | null =>
  new URLSearchParams($location.get().search).get(name)
