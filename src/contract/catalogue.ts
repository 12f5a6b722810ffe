import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
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
  /** Return to player, in percent (96.5 = 96.50%); absent for a provider's game whose list gives none. */
  rtp: Type.Optional(Type.Number()),
  /** Absent for a provider's game whose list gives none. */
  volatility: Type.Optional(literals(VOLATILITIES)),
  /** A provider's game: the studio that made it (Ficha's own titles have none). */
  studio: Type.Optional(Type.String()),
  /** Marked by the operator (console games page): featured, new, and free tags. */
  featured: Type.Optional(Type.Literal(true)),
  new: Type.Optional(Type.Literal(true)),
  tags: Type.Optional(Type.Array(Type.String())),
})
export type Game = Static<typeof Game>

/**
 * The provider filter of index/game_index, game_like and game_rows: only that provider's games ('ficha'
 * for the originals, 'hub88' for Hub88's). Absent: every provider's.
 */
const ProviderFilter = { provider: Type.Optional(Slug) }

/** index/game_index and game_rows: no payload, or a provider filter. */
export const GameIndexBody = ExactObject(ProviderFilter)
export type GameIndexBody = Static<typeof GameIndexBody>

/** index/game_index: the categories in order, each with its enabled games; empty categories are left out. */
export const GameIndex = Type.Array(
  Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), games: Type.Array(Game) }),
)
export type GameIndex = Static<typeof GameIndex>

/** index/game_detai: one category's or one provider's games, a page at a time. */
export const GameListBody = Type.Union([
  ExactObject({ category: Slug, ...PageFields }),
  ExactObject({ provider: Slug, ...PageFields }),
])
export type GameListBody = Static<typeof GameListBody>

/** A page of games, with the list's title (the category's name or the provider's). */
export const GamePage = Type.Intersect([Paged(Game), Type.Object({ title: Type.String() })])
export type GamePage = Static<typeof GamePage>

/** index/game_like: names containing the keyword, ignoring case and accents ('farao' finds 'Faraó'). */
export const GameSearchBody = ExactObject({
  keyword: Type.String({ minLength: 1, maxLength: 50 }),
  ...ProviderFilter,
  ...PageFields,
})
export type GameSearchBody = Static<typeof GameSearchBody>

export const GameSearchPage = Paged(Game)
export type GameSearchPage = Static<typeof GameSearchPage>

/** Operator permission of the provider catalogue (admin/provider_sync). */
export const CATALOGUE_PERMISSIONS = {
  /** Sync the providers' game lists now. */
  sync: 'catalogue:games:sync',
} as const

/** admin/provider_sync: each configured provider's sync, what its list held or why it failed. */
export const ProviderSyncResult = Type.Array(
  Type.Object({
    provider: Type.String(),
    /** Games in the provider's list. */
    listed: Type.Integer(),
    /** Of those, offered in the lobby (enabled by the provider, not blocked in Brazil). */
    offered: Type.Integer(),
    /** Games switched off because they left the list. */
    removed: Type.Integer(),
    /** Why the sync failed (the catalogue is then left as it was). */
    error: Type.Optional(Type.String()),
  }),
)
export type ProviderSyncResult = Static<typeof ProviderSyncResult>

/** Operator permission of the transfer wallet's held orders (admin/provider_transfers). */
export const TRANSFER_PERMISSIONS = {
  /** See the transfers to or from a provider whose outcome is not known yet. */
  held: 'catalogue:transfers:held',
} as const

/** admin/provider_transfers: the transfer wallet's orders still held, oldest first. */
export const HeldTransfers = Type.Array(
  Type.Object({
    id: Type.Integer(),
    provider: Type.String(),
    /** The operator-generated id the provider knows the order by. */
    transactionUuid: Type.String(),
    userId: Type.Integer(),
    /** deposit: into the provider's balance; withdraw: out of it. */
    direction: literals(['deposit', 'withdraw']),
    /** Centavos, held in the ledger's provider_held account until the outcome is known. */
    amount: Type.Integer(),
    /** pending: no answer yet; unknown: asked, the provider's status is not known yet. */
    state: literals(['pending', 'unknown']),
    /** How many times the provider was asked about it. */
    checks: Type.Integer(),
    /** What the provider last answered (or that it did not). */
    lastAnswer: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    checkedAt: Type.Union([Type.String(), Type.Null()]),
  }),
)
export type HeldTransfers = Static<typeof HeldTransfers>
