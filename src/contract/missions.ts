import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals, SaveBody } from './envelope'
import { MISSION_STATE_NAMES, MISSION_TASK_NAMES, SHOP_KIND_NAMES } from './missions-values'
import { textsOf } from './texts'

/**
 * Missions and the points shop (docs/missions.md): the player's missions with their progress, points and
 * their history, the shop and a purchase; the console's missions and shop items. Points are whole numbers,
 * money (cash back, a spin's bet) integer centavos.
 */

const MissionTask = literals(MISSION_TASK_NAMES)
const MissionStateSchema = literals(MISSION_STATE_NAMES)
const ShopKind = literals(SHOP_KIND_NAMES)

/** A mission as a player sees it, with their progress. */
export const PlayerMission = Type.Object({
  id: Type.Integer(),
  /** In the reader's language. */
  name: Type.String(),
  task: MissionTask,
  target: Type.Integer({ minimum: 1 }),
  /** The count since the last completion (a mission that does not repeat: its target once completed). */
  progress: Type.Integer({ minimum: 0 }),
  completions: Type.Integer({ minimum: 0 }),
  repeatable: Type.Boolean(),
  /** Completed and not repeatable: it counts nothing more. */
  done: Type.Boolean(),
  points: Type.Integer({ minimum: 1 }),
  /** wins: the multiplier (basis points) a win reaches to count. */
  minMultiplierBps: Type.Integer({ minimum: 0 }),
  /** The games (ids) and providers whose rounds count; both empty: every game. */
  gameIds: Type.Array(Type.Integer()),
  providers: Type.Array(Type.String()),
  startsAt: Type.String({ description: 'ISO 8601' }),
  endsAt: Type.String({ description: 'ISO 8601' }),
})
export type PlayerMission = Static<typeof PlayerMission>

/** mission/list: the points balance and the missions running now. */
export const MissionList = Type.Object({
  balance: Type.Integer({ minimum: 0 }),
  missions: Type.Array(PlayerMission),
})
export type MissionList = Static<typeof MissionList>

/** One points movement: + a mission completed, - a purchase, + a purchase given back. */
const PointsMovement = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer({ minimum: 0 }),
  reason: literals(['mission', 'purchase', 'refund']),
  /** The mission's or the shop item's name, in the reader's language. */
  name: Type.String(),
  at: Type.String({ description: 'ISO 8601' }),
})

/** mission/points: newest first, 50 a page; before: the last id of the page before. */
export const PointsBody = ExactObject({ before: Type.Optional(Type.Integer({ minimum: 1 })) })
export type PointsBody = Static<typeof PointsBody>

export const PointsHistory = Type.Object({
  balance: Type.Integer({ minimum: 0 }),
  movements: Type.Array(PointsMovement),
})
export type PointsHistory = Static<typeof PointsHistory>

/** A shop item as a player sees it. */
export const ShopItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: ShopKind,
  price: Type.Integer({ minimum: 1 }),
  /** cashback: centavos to the wallet. */
  amount: Type.Integer({ minimum: 0 }),
  /** freespins: the spins, each spin's bet (centavos), the provider's game code. */
  spins: Type.Integer({ minimum: 0 }),
  betValue: Type.Integer({ minimum: 0 }),
  gameCode: Type.Union([Type.String(), Type.Null()]),
})
export type ShopItem = Static<typeof ShopItem>

/** mission/shop: the balance and the items on sale. */
export const ShopList = Type.Object({
  balance: Type.Integer({ minimum: 0 }),
  items: Type.Array(ShopItem),
})
export type ShopList = Static<typeof ShopList>

/** mission/buy: the item, and the page's id for this purchase (reused on a retry: bought once). */
export const BuyBody = ExactObject({
  itemId: Type.Integer({ minimum: 1 }),
  clientId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
})
export type BuyBody = Static<typeof BuyBody>

export const Purchase = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  price: Type.Integer({ minimum: 1 }),
  state: literals(['done', 'failed']),
  /** True when this clientId had bought before: nothing was spent this time. */
  replayed: Type.Boolean(),
  balance: Type.Integer({ minimum: 0 }),
})
export type Purchase = Static<typeof Purchase>

/** The operator's mission, as the console edits it. */
export const MissionDefinition = ExactObject({
  names: textsOf(80),
  task: MissionTask,
  gameIds: Type.Array(Type.Integer({ minimum: 1 })),
  providers: Type.Array(Type.String({ minLength: 1 })),
  minMultiplierBps: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  target: Type.Integer({ minimum: 1 }),
  /** São Paulo wall-clock times ('2026-11-26T00:00'). */
  startsAt: Type.String({ minLength: 16, maxLength: 16 }),
  endsAt: Type.String({ minLength: 16, maxLength: 16 }),
  repeatable: Type.Boolean(),
  points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
})
export type MissionDefinition = Static<typeof MissionDefinition>

export const AdminMission = Type.Object({
  id: Type.Integer(),
  state: MissionStateSchema,
  definition: MissionDefinition,
  /** Players with progress, and completions so far. */
  players: Type.Integer({ minimum: 0 }),
  completions: Type.Integer({ minimum: 0 }),
})
export type AdminMission = Static<typeof AdminMission>

/** The operator's shop item. */
export const ShopItemDefinition = ExactObject({
  names: textsOf(80),
  kind: ShopKind,
  price: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  amount: Type.Integer({ minimum: 0 }),
  provider: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  gameCode: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  spins: Type.Integer({ minimum: 0, maximum: 1000 }),
  betValue: Type.Integer({ minimum: 0 }),
  validDays: Type.Integer({ minimum: 1, maximum: 90 }),
  /** freespins: the provider's offer template (Hub88's prepaid_uuid, required there; GIS's bet_id). */
  template: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]),
})
export type ShopItemDefinition = Static<typeof ShopItemDefinition>

export const AdminShopItem = Type.Object({
  id: Type.Integer(),
  state: MissionStateSchema,
  definition: ShopItemDefinition,
  /** Purchases done. */
  sold: Type.Integer({ minimum: 0 }),
})
export type AdminShopItem = Static<typeof AdminShopItem>

/** admin/mission_list: the newest missions and shop items (at most 100 each). */
export const AdminMissions = Type.Object({
  missions: Type.Array(AdminMission),
  items: Type.Array(AdminShopItem),
})
export type AdminMissions = Static<typeof AdminMissions>

export const MissionSaveBody = SaveBody('mission', MissionDefinition)
export type MissionSaveBody = Static<typeof MissionSaveBody>

export const ShopItemSaveBody = SaveBody('item', ShopItemDefinition)
export type ShopItemSaveBody = Static<typeof ShopItemSaveBody>

/** admin/mission_state, admin/shop_item_state: publish or archive. */
export const MissionStateBody = ExactObject({
  id: Type.Integer({ minimum: 1 }),
  state: literals(['published', 'archived']),
})
export type MissionStateBody = Static<typeof MissionStateBody>
