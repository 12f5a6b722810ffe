import type { Game } from '../../contract/catalogue'

/**
 * At most this many games: the lobby shows them in one grid of large tiles (five rows of two on a phone)
 * rather than popular and new rows and category panels that would repeat the same few games.
 */
export const FEW_GAMES = 10

/** Every game once, the popular ones first in their order, then the rest in catalogue order. */
export const popularFirst = (all: readonly Game[], popular: readonly Game[]): Game[] => {
  const byId = new Map(all.map((game) => [game.id, game]))
  const first = popular.flatMap((game) => byId.get(game.id) ?? [])
  const taken = new Set(first.map((game) => game.id))
  return [...first, ...all.filter((game) => !taken.has(game.id))]
}
