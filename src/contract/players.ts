import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { Paged, PageFields } from './paging'
import { LongTexts, Texts } from './texts'
import { CODE_PURPOSES } from './user'

/**
 * The operator console's players and games: find a player from one box, see the
 * player whole, act on the player (each action audited), manage the lobby's games. docs/console.md.
 */

/** Permissions of the players' pages and actions (server-checked on every call). */
export const PLAYER_PERMISSIONS = {
  /** admin/player_search. */
  search: 'console:players:search',
  /** admin/player_detail. */
  view: 'console:players:view',
  /** admin/player_note. */
  note: 'console:players:note',
  /** admin/player_block (block and unblock play). */
  blockPlay: 'console:players:blockPlay',
  /** admin/player_pay_password_reset. */
  resetPayPassword: 'console:players:resetPayPassword',
  /** admin/player_resend_code. */
  resendCode: 'console:players:resendCode',
} as const

/** Permissions of game management. */
export const GAME_PERMISSIONS = {
  /** admin/games and admin/game_update. */
  manage: 'console:games:manage',
} as const

/** How a search box's text was understood; a result names every kind it matched by. */
const SEARCH_KINDS = ['cpf', 'phone', 'id', 'name', 'handle', 'nickname', 'pixKey', 'order'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Iso = Type.String({ description: 'ISO 8601' })

/** admin/player_search: one box (CPF, phone, name, id, handle or nickname, PIX key, order id). */
export const PlayerSearchBody = ExactObject({ query: Type.String({ minLength: 1, maxLength: 120 }) })
export type PlayerSearchBody = Static<typeof PlayerSearchBody>

export const PlayerSearchHit = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  cpf: Nullable(Type.String()),
  fullName: Nullable(Type.String()),
  nickname: Type.String(),
  handle: Type.String(),
  identityState: Type.String(),
  createdAt: Iso,
  matchedBy: Type.Array(literals(SEARCH_KINDS)),
})
export type PlayerSearchHit = Static<typeof PlayerSearchHit>

/** At most this many hits (a name prefix may match many: the operator types more). */
export const SEARCH_LIMIT = 20

export const PlayerSearchResult = Type.Object({
  /** The kinds the query was tried as. */
  kinds: Type.Array(literals(SEARCH_KINDS)),
  list: Type.Array(PlayerSearchHit),
})
export type PlayerSearchResult = Static<typeof PlayerSearchResult>

/** The player page's sections, each paged with its history. */
export const PLAYER_SECTIONS = [
  'ledger',
  'orders',
  'rounds',
  'bonuses',
  'protection',
  'sessions',
  'messages',
  'links',
  'risk',
  'notes',
] as const
export type PlayerSection = (typeof PLAYER_SECTIONS)[number]

/** admin/player_detail: the player, and every section's first page or one section's given page. */
export const PlayerDetailBody = ExactObject({
  id: Type.Integer({ minimum: 1 }),
  section: Type.Optional(literals(PLAYER_SECTIONS)),
  ...PageFields,
})
export type PlayerDetailBody = Static<typeof PlayerDetailBody>

const LedgerRow = Type.Object({
  id: Type.Integer(),
  at: Iso,
  account: Type.String({ description: 'wallet, game, withdrawal_pending or bonus' }),
  amount: Type.Integer({ description: 'centavos; negative for a debit' }),
  balanceAfter: Type.Integer(),
  reason: Type.String(),
  reference: Type.String(),
})
const OrderRow = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: 'recharge or withdraw' }),
  status: Type.String(),
  amount: Type.Integer(),
  createdAt: Iso,
  decidedAt: Nullable(Iso),
  hold: Nullable(Type.String()),
  failureReason: Nullable(Type.String()),
})
const RoundRow = Type.Object({
  id: Type.Integer(),
  game: Type.String({ description: 'slug' }),
  provider: Type.String(),
  bet: Type.Integer(),
  win: Type.Integer(),
  settled: Type.Boolean(),
  startedAt: Iso,
})
const BonusRow = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  amount: Type.Integer(),
  period: Nullable(Type.String()),
  createdAt: Iso,
})
const ProtectionRow = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  detail: Type.Record(Type.String(), Type.Unknown()),
  actorId: Nullable(Type.Integer()),
  createdAt: Iso,
})
const SessionRow = Type.Object({
  id: Type.Integer(),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  createdAt: Iso,
  lastSeen: Iso,
  ended: Type.Boolean({ description: 'revoked or expired' }),
})
const MessageRow = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** An operator's message or a marketing one: its words per language; null for the others (texts of the catalogues). */
  text: Nullable(Type.Object({ title: Texts, body: LongTexts })),
  createdAt: Iso,
  readAt: Nullable(Iso),
})
const LinkRow = Type.Object({
  id: Type.Integer(),
  /** The other account: the inviter, or the invitee when this player invited them. */
  otherId: Type.Integer(),
  otherPhone: Type.String(),
  role: literals(['inviter', 'invitee']),
  reasons: Type.Array(Type.String()),
  createdAt: Iso,
})
const RiskRow = Type.Object({
  id: Type.Integer(),
  rule: Type.String(),
  status: Type.String(),
  decision: Nullable(Type.String()),
  openedAt: Iso,
  decidedAt: Nullable(Iso),
})
const NoteRow = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  author: Type.Object({ id: Type.Integer(), phone: Type.String() }),
  createdAt: Iso,
})

export const PlayerSections = Type.Object({
  ledger: Type.Optional(Paged(LedgerRow)),
  orders: Type.Optional(Paged(OrderRow)),
  rounds: Type.Optional(Paged(RoundRow)),
  bonuses: Type.Optional(Paged(BonusRow)),
  protection: Type.Optional(Paged(ProtectionRow)),
  sessions: Type.Optional(Paged(SessionRow)),
  messages: Type.Optional(Paged(MessageRow)),
  links: Type.Optional(Paged(LinkRow)),
  risk: Type.Optional(Paged(RiskRow)),
  notes: Type.Optional(Paged(NoteRow)),
})
export type PlayerSections = Static<typeof PlayerSections>

const LimitNow = Type.Object({ value: Nullable(Type.Integer()), pending: Nullable(Type.Integer()) })

export const PlayerDetail = Type.Object({
  player: Type.Object({
    id: Type.Integer(),
    phone: Type.String(),
    cpf: Nullable(Type.String()),
    fullName: Nullable(Type.String()),
    birthDate: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    identityState: Type.String(),
    nickname: Type.String(),
    handle: Type.String(),
    vipLevel: Type.Integer(),
    createdAt: Iso,
    hasPayPassword: Type.Boolean(),
    inviterId: Nullable(Type.Integer()),
  }),
  /** Centavos per account kind (wallet, game, withdrawal_pending, bonus, debt). */
  balances: Type.Record(Type.String(), Type.Integer()),
  /** What the player owes (a reversed win already spent), since when, and the movement that opened it; null when nothing. */
  debt: Nullable(
    Type.Object({
      amount: Type.Integer(),
      since: Iso,
      key: Type.String({ description: "The opening movement's ledger key: the provider's rollback" }),
      reference: Type.String({ description: "The opening movement's reference: the provider's round" }),
    }),
  ),
  /** What protects the player now: limits (value and pending), exclusion, ban, the operator's play block. */
  protection: Type.Object({
    limits: Type.Record(Type.String(), LimitNow),
    exclusion: Nullable(Type.Object({ term: Type.String(), until: Nullable(Iso) })),
    bannedAt: Nullable(Iso),
    playBlockedAt: Nullable(Iso),
  }),
  sections: PlayerSections,
})
export type PlayerDetail = Static<typeof PlayerDetail>

/** admin/player_note: a note on the player (kept, never edited). */
export const PlayerNoteBody = ExactObject({
  id: Type.Integer({ minimum: 1 }),
  text: Type.String({ minLength: 1, maxLength: 2000 }),
})
export type PlayerNoteBody = Static<typeof PlayerNoteBody>

/** admin/player_block: stop (blocked true) or restore (false) the player's play; a reason is kept. */
export const PlayerBlockBody = ExactObject({
  id: Type.Integer({ minimum: 1 }),
  blocked: Type.Boolean(),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
})
export type PlayerBlockBody = Static<typeof PlayerBlockBody>

/** admin/player_pay_password_reset: the withdrawal password is cleared; the player must set a new one. */
export const PlayerActionBody = ExactObject({
  id: Type.Integer({ minimum: 1 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
})
export type PlayerActionBody = Static<typeof PlayerActionBody>

/** admin/player_resend_code: a new verification code of this purpose to the player's phone. */
export const PlayerResendCodeBody = ExactObject({
  id: Type.Integer({ minimum: 1 }),
  purpose: literals(CODE_PURPOSES),
})
export type PlayerResendCodeBody = Static<typeof PlayerResendCodeBody>

/** What an action did: the player's play block, pay password state, the code's resend wait. */
export const PlayerActionResult = Type.Object({
  playBlockedAt: Nullable(Iso),
  hasPayPassword: Type.Boolean(),
})
export type PlayerActionResult = Static<typeof PlayerActionResult>

/**
 * The lobby rows a game may be pinned to (besides its category); the console's games page lists them.
 * @public
 */
export const LOBBY_ROWS = ['top', 'popular', 'new', 'featured'] as const

const Tag = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' })

/** admin/games: every game, enabled or not, as the operator manages it. */
export const AdminGamesBody = ExactObject({
  /** Part of the slug or of a name, lower case; absent: all. */
  query: Type.Optional(Type.String({ maxLength: 64 })),
  provider: Type.Optional(Type.String({ maxLength: 64 })),
  ...PageFields,
})
export type AdminGamesBody = Static<typeof AdminGamesBody>

export const AdminGame = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  provider: Type.String(),
  category: Type.String(),
  name: Texts,
  description: Nullable(LongTexts),
  image: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  tags: Type.Array(Type.String()),
  lobbyRows: Type.Array(Type.String()),
  markedNew: Type.Boolean(),
  featured: Type.Boolean(),
})
export type AdminGame = Static<typeof AdminGame>

export const AdminGames = Type.Object({
  ...Paged(AdminGame).properties,
  categories: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() })),
})
export type AdminGames = Static<typeof AdminGames>

/** admin/game_update: only the fields given change; each change audited with the values before and after. */
export const GameUpdateBody = ExactObject({
  id: Type.Integer({ minimum: 1 }),
  enabled: Type.Optional(Type.Boolean()),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  tags: Type.Optional(Type.Array(Tag, { maxItems: 20, uniqueItems: true })),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  lobbyRows: Type.Optional(Type.Array(literals(LOBBY_ROWS), { uniqueItems: true })),
  markedNew: Type.Optional(Type.Boolean()),
  featured: Type.Optional(Type.Boolean()),
  name: Type.Optional(Texts),
  description: Type.Optional(Nullable(LongTexts)),
  image: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' })),
})
export type GameUpdateBody = Static<typeof GameUpdateBody>
