import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { Game } from '../../contract/catalogue'
import type { GameRows, MyGames } from '../../contract/lobby'
import { type Resource, useResource } from '../loading/use-resource'

const NOTHING_YET: MyGames = { recent: [], favorites: [] }

/** A player's own games, and the hearts on every tile. */
export interface MyGameLists {
  /** Continue playing, for a logged-in player (empty for a visitor). */
  recent: readonly Game[]
  /** The player's favourites as they stand on this screen, the last marked first. */
  favorites: readonly Game[]
  isFavorite: (game: Game) => boolean
  /** Marks or unmarks at once, then on the server; a refusal puts it back (the API client says why). */
  toggleFavorite: (game: Game) => Promise<void>
  reload: () => Promise<void>
}

export interface Lobby extends MyGameLists {
  /** Popular and new, for everyone. */
  rows: Resource<GameRows>
}

/**
 * What the heart does to the favourites list: a newly marked game goes first.
 * @internal Tested directly.
 */
export const withFavorite = (list: readonly Game[], game: Game, favorite: boolean): Game[] => {
  const rest = list.filter((kept) => kept.id !== game.id)
  return favorite ? [game, ...rest] : rest
}

/**
 * Continue playing and favourites through `api` (index/my_games, index/favorite_set) for a logged-in
 * player; a visitor has none, and their heart calls `onLoginNeeded` instead.
 */
export function useMyGames(api: ApiClient, loggedIn: boolean, onLoginNeeded: () => void): MyGameLists {
  const mine = useResource(
    useCallback(
      async (signal: AbortSignal) =>
        loggedIn ? api.post('index/my_games', undefined, { signal, silent: true }) : NOTHING_YET,
      [api, loggedIn],
    ),
  )
  const [favorites, setFavorites] = useState<readonly Game[]>([])
  useEffect(() => setFavorites(mine.data?.favorites ?? []), [mine.data])

  const isFavorite = useCallback((game: Game) => favorites.some((kept) => kept.id === game.id), [favorites])
  const toggleFavorite = useCallback(
    async (game: Game) => {
      if (!loggedIn) {
        onLoginNeeded()
        return
      }
      const favorite = !favorites.some((kept) => kept.id === game.id)
      setFavorites((list) => withFavorite(list, game, favorite))
      try {
        await api.post('index/favorite_set', { gameId: game.id, favorite })
      } catch {
        setFavorites((list) => withFavorite(list, game, !favorite))
      }
    },
    [api, favorites, loggedIn, onLoginNeeded],
  )
  return { recent: mine.data?.recent ?? [], favorites, isFavorite, toggleFavorite, reload: mine.reload }
}

/** The lobby's discovery rows: index/game_rows for everyone, and the player's own games. */
export function useLobby(api: ApiClient, loggedIn: boolean, onLoginNeeded: () => void): Lobby {
  const rows = useResource(
    useCallback((signal: AbortSignal) => api.post('index/game_rows', undefined, { signal }), [api]),
  )
  const mine = useMyGames(api, loggedIn, onLoginNeeded)
  const reloadRows = rows.reload
  const reloadMine = mine.reload
  const reload = useCallback(async () => {
    await Promise.all([reloadRows(), reloadMine()])
  }, [reloadRows, reloadMine])
  return { ...mine, rows, reload }
}
