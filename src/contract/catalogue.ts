import { type Static, Type } from '@sinclair/typebox'
import { Paged, PageFields } from './paging'

const Slug = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' })
/** Images are root-relative to the API's origin ('/api/assets/...') or absolute URLs. */
const Image = Type.String({ description: "Root-relative to the API's origin, or absolute" })

export const VOLATILITIES = ['low', 'medium', 'high'] as const
export type Volatility = (typeof VOLATILITIES)[number]

/** A playable title, its name in the caller's language. */
export const Game = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  /** The category's slug. */
  category: Type.String(),
  provider: Type.String(),
  image: Image,
  /** Return to player, in percent (96.5 = 96.50%). */
  rtp: Type.Number(),
  volatility: Type.Union(VOLATILITIES.map((volatility) => Type.Literal(volatility))),
})
export type Game = Static<typeof Game>

/** index/game_index: the categories in order, each with its enabled games; empty categories are left out. */
export const GameIndex = Type.Array(
  Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), games: Type.Array(Game) }),
)
export type GameIndex = Static<typeof GameIndex>

/** index/game_detai: one category's or one provider's games, a page at a time. */
export const GameListBody = Type.Union([
  Type.Object({ category: Slug, ...PageFields }, { additionalProperties: false }),
  Type.Object({ provider: Slug, ...PageFields }, { additionalProperties: false }),
])
export type GameListBody = Static<typeof GameListBody>

/** A page of games, with the list's title (the category's name or the provider's). */
export const GamePage = Type.Intersect([Paged(Game), Type.Object({ title: Type.String() })])
export type GamePage = Static<typeof GamePage>

/** index/game_like: names containing the keyword, ignoring case and accents ('farao' finds 'Faraó'). */
export const GameSearchBody = Type.Object(
  { keyword: Type.String({ minLength: 1, maxLength: 50 }), ...PageFields },
  { additionalProperties: false },
)
export type GameSearchBody = Static<typeof GameSearchBody>

export const GameSearchPage = Paged(Game)
export type GameSearchPage = Static<typeof GameSearchPage>
