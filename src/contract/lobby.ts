import { type Static, Type } from '@sinclair/typebox'
import { Game } from './catalogue'
import { ExactObject, RowId } from './envelope'

/**
 * The lobby's discovery rows: popular and new games for everyone, continue playing and
 * favourites for a logged-in player, and when the next rebate and partner salary are paid.
 */

const Iso = Type.String({ description: 'ISO 8601' })

/** How many games a row holds at most. */
export const LOBBY_ROW_SIZE = 12
/** Popular: by rounds played in this many days up to now. */
export const POPULAR_DAYS = 7

/** index/game_rows (public): popular (rounds of the last 7 days, most first) and new (newest added first). */
export const GameRows = Type.Object({
  popular: Type.Array(Game, { maxItems: LOBBY_ROW_SIZE }),
  newest: Type.Array(Game, { maxItems: LOBBY_ROW_SIZE }),
})
export type GameRows = Static<typeof GameRows>

/** index/my_games (player): the games of their latest rounds (most recent first) and their favourites (newest first). */
export const MyGames = Type.Object({
  recent: Type.Array(Game, { maxItems: LOBBY_ROW_SIZE }),
  favorites: Type.Array(Game),
})
export type MyGames = Static<typeof MyGames>

/** index/favorite_set: mark (true) or unmark (false) a game; the same call twice changes nothing more. */
export const FavoriteBody = ExactObject({
  gameId: RowId,
  favorite: Type.Boolean(),
})
export type FavoriteBody = Static<typeof FavoriteBody>

/** The state after the call. */
export const FavoriteState = Type.Object({ gameId: Type.Integer(), favorite: Type.Boolean() })
export type FavoriteState = Static<typeof FavoriteState>

/**
 * index/next_rewards (public): when the scheduled jobs next pay the rebate (every day, for the day before)
 * and the partner salary (Mondays, for the week before); null while the promotion is switched off.
 */
export const NextRewards = Type.Object({
  rebate: Type.Union([Iso, Type.Null()]),
  salary: Type.Union([Iso, Type.Null()]),
})
export type NextRewards = Static<typeof NextRewards>
