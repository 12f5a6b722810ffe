import { Code } from '@src/contract/codes'
import { FREESPIN_PROVIDERS } from '@src/contract/freespins'
import type {
  AdminMission,
  AdminMissions,
  AdminShopItem,
  MissionDefinition,
  MissionSaveBody,
  MissionStateBody,
  ShopItemDefinition,
  ShopItemSaveBody,
} from '@src/contract/missions'
import { mayMoveTo, PLAY_TASKS } from '@src/contract/missions-values'
import type { ComplianceProfile } from '@src/contract/protection'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { missionProgress, missions, shopItems, shopPurchases } from '../../db/schema/missions'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { assertPromotionPasses } from '../content'
import { fromSpWallClock, toSpWallClock } from '../races'
import { complianceProfileOf } from '../settings'

/** Who did it, for the audit log. */
export interface Operator {
  id: number
  ip: string
}

type MissionRow = typeof missions.$inferSelect
type ShopItemRow = typeof shopItems.$inferSelect

/**
 * The brazil profile's rules for what a player is offered (docs/missions.md): only tasks counted from play
 * (a deposits task refused, MissionDepositLinked), and the texts pass the advertising rules every promotion
 * passes (src/validation/promotion.ts, through assertPromotionPasses): a mission or an item is earned by
 * play, a condition, so no "grátis" in its name.
 */
const assertOffer = (
  profile: ComplianceProfile,
  names: Localized,
  task?: MissionDefinition['task'],
): void => {
  if (profile === 'brazil' && task !== undefined && !PLAY_TASKS.includes(task))
    throw new ApiError(Code.MissionDepositLinked)
  assertPromotionPasses(profile, { texts: [names], conditions: true })
}

/** The mission's columns from the operator's definition; MissionDefinitionInvalid when it does not fit. */
const missionColumns = (definition: MissionDefinition) => {
  const startsAt = fromSpWallClock(definition.startsAt)
  const endsAt = fromSpWallClock(definition.endsAt)
  const fits =
    !Number.isNaN(startsAt.getTime()) &&
    !Number.isNaN(endsAt.getTime()) &&
    endsAt > startsAt &&
    (definition.task === 'wins' ? definition.minMultiplierBps > 0 : definition.minMultiplierBps === 0) &&
    (definition.task !== 'deposits' || (definition.gameIds.length === 0 && definition.providers.length === 0))
  if (!fits) throw new ApiError(Code.MissionDefinitionInvalid)
  return {
    names: definition.names as Localized,
    task: definition.task,
    gameIds: [...new Set(definition.gameIds)],
    providers: [...new Set(definition.providers)],
    minMultiplierBps: definition.minMultiplierBps,
    target: definition.target,
    startsAt,
    endsAt,
    repeatable: definition.repeatable,
    points: definition.points,
  }
}

const missionDefinition = (row: MissionRow): MissionDefinition => ({
  names: row.names,
  task: row.task,
  gameIds: row.gameIds,
  providers: row.providers,
  minMultiplierBps: row.minMultiplierBps,
  target: row.target,
  startsAt: toSpWallClock(row.startsAt),
  endsAt: toSpWallClock(row.endsAt),
  repeatable: row.repeatable,
  points: row.points,
})

/** The item's columns; ShopItemInvalid when it gives nothing. */
const itemColumns = (definition: ShopItemDefinition) => {
  const cashback = definition.kind === 'cashback'
  const fits = cashback
    ? definition.amount > 0
    : FREESPIN_PROVIDERS.some((provider) => provider === definition.provider) &&
      (definition.provider !== 'hub88' || definition.template !== null) &&
      definition.gameCode !== null &&
      definition.spins > 0 &&
      definition.betValue > 0
  if (!fits) throw new ApiError(Code.ShopItemInvalid)
  return {
    names: definition.names as Localized,
    kind: definition.kind,
    price: definition.price,
    amount: cashback ? definition.amount : 0,
    provider: cashback ? null : definition.provider,
    gameCode: cashback ? null : definition.gameCode,
    spins: cashback ? 0 : definition.spins,
    betValue: cashback ? 0 : definition.betValue,
    validDays: definition.validDays,
    template: cashback ? null : definition.template,
  }
}

const itemDefinition = (row: ShopItemRow): ShopItemDefinition => ({
  names: row.names,
  kind: row.kind,
  price: row.price,
  amount: row.amount,
  provider: row.provider,
  gameCode: row.gameCode,
  spins: row.spins,
  betValue: row.betValue,
  validDays: row.validDays,
  template: row.template,
})

const LIST_LIMIT = 100

/** admin/mission_list: the newest missions with their players and completions, and the shop's items. */
export const listMissions = async (db: Db): Promise<AdminMissions> => {
  const [missionRows, itemRows] = await Promise.all([
    db
      .select({
        mission: missions,
        players: sql<number>`(select count(*)::int from ${missionProgress} p where p.mission_id = ${missions.id})`,
        completions: sql<number>`(select coalesce(sum(p.completions), 0)::int from ${missionProgress} p where p.mission_id = ${missions.id})`,
      })
      .from(missions)
      .orderBy(desc(missions.id))
      .limit(LIST_LIMIT),
    db
      .select({
        item: shopItems,
        sold: sql<number>`(select count(*)::int from ${shopPurchases} p where p.item_id = ${shopItems.id} and p.state = 'done')`,
      })
      .from(shopItems)
      .orderBy(desc(shopItems.id))
      .limit(LIST_LIMIT),
  ])
  return {
    missions: missionRows.map(({ mission, players, completions }) =>
      toAdminMission(mission, players, completions),
    ),
    items: itemRows.map(({ item, sold }) => toAdminItem(item, sold)),
  }
}

const toAdminMission = (row: MissionRow, players = 0, completions = 0): AdminMission => ({
  id: row.id,
  state: row.state,
  definition: missionDefinition(row),
  players: Number(players),
  completions: Number(completions),
})

const toAdminItem = (row: ShopItemRow, sold = 0): AdminShopItem => ({
  id: row.id,
  state: row.state,
  definition: itemDefinition(row),
  sold: Number(sold),
})

const lockedMission = async (tx: Db, id: number): Promise<MissionRow> => {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).for('update')
  if (!row) throw new ApiError(Code.MissionNotFound)
  return row
}

const lockedItem = async (tx: Db, id: number): Promise<ShopItemRow> => {
  const [row] = await tx.select().from(shopItems).where(eq(shopItems.id, id)).for('update')
  if (!row) throw new ApiError(Code.ShopItemNotFound)
  return row
}

/** admin/mission_save: a new draft, or new terms for a draft (a published mission's terms are its players'). */
export const saveMission = async (
  db: Db,
  operator: Operator,
  body: MissionSaveBody,
): Promise<AdminMission> => {
  const columns = missionColumns(body.mission)
  assertOffer(await complianceProfileOf(db), columns.names, columns.task)
  const saved = await db.transaction(async (tx) => {
    if (body.id === undefined) {
      const [created] = await tx.insert(missions).values(columns).returning()
      if (!created) throw new Error('mission not written')
      await recordAudit(tx, {
        actorId: operator.id,
        action: 'mission.create',
        target: `mission:${created.id}`,
        after: body.mission,
        ip: operator.ip,
      })
      return created
    }
    const row = await lockedMission(tx, body.id)
    if (row.state !== 'draft') throw new ApiError(Code.MissionNotDraft)
    const [updated] = await tx.update(missions).set(columns).where(eq(missions.id, row.id)).returning()
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'mission.update',
      target: `mission:${row.id}`,
      before: missionDefinition(row),
      after: body.mission,
      ip: operator.ip,
    })
    return updated ?? row
  })
  return toAdminMission(saved)
}

/**
 * admin/mission_state: publish a draft (checked against the profile again: the profile may have changed
 * since it was written) or archive it; audited.
 */
export const setMissionState = async (
  db: Db,
  operator: Operator,
  body: MissionStateBody,
): Promise<AdminMission> => {
  const profile = await complianceProfileOf(db)
  const saved = await db.transaction(async (tx) => {
    const row = await lockedMission(tx, body.id)
    if (!mayMoveTo(row.state, body.state)) throw new ApiError(Code.MissionNotDraft)
    if (body.state === 'published') assertOffer(profile, row.names, row.task)
    const [updated] = await tx
      .update(missions)
      .set({ state: body.state })
      .where(eq(missions.id, row.id))
      .returning()
    await recordAudit(tx, {
      actorId: operator.id,
      action: `mission.${body.state === 'published' ? 'publish' : 'archive'}`,
      target: `mission:${row.id}`,
      before: { state: row.state },
      after: { state: body.state },
      ip: operator.ip,
    })
    return updated ?? row
  })
  return toAdminMission(saved)
}

/** admin/shop_item_save: a new draft item, or new terms for a draft; audited. */
export const saveShopItem = async (
  db: Db,
  operator: Operator,
  body: ShopItemSaveBody,
): Promise<AdminShopItem> => {
  const columns = itemColumns(body.item)
  assertOffer(await complianceProfileOf(db), columns.names)
  const saved = await db.transaction(async (tx) => {
    if (body.id === undefined) {
      const [created] = await tx.insert(shopItems).values(columns).returning()
      if (!created) throw new Error('shop item not written')
      await recordAudit(tx, {
        actorId: operator.id,
        action: 'shop_item.create',
        target: `shop_item:${created.id}`,
        after: body.item,
        ip: operator.ip,
      })
      return created
    }
    const row = await lockedItem(tx, body.id)
    if (row.state !== 'draft') throw new ApiError(Code.MissionNotDraft)
    const [updated] = await tx.update(shopItems).set(columns).where(eq(shopItems.id, row.id)).returning()
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'shop_item.update',
      target: `shop_item:${row.id}`,
      before: itemDefinition(row),
      after: body.item,
      ip: operator.ip,
    })
    return updated ?? row
  })
  return toAdminItem(saved)
}

/** admin/shop_item_state: put a draft on sale or archive it (no longer sold); audited. */
export const setShopItemState = async (
  db: Db,
  operator: Operator,
  body: MissionStateBody,
): Promise<AdminShopItem> => {
  const profile = await complianceProfileOf(db)
  const saved = await db.transaction(async (tx) => {
    const row = await lockedItem(tx, body.id)
    if (!mayMoveTo(row.state, body.state)) throw new ApiError(Code.MissionNotDraft)
    if (body.state === 'published') assertOffer(profile, row.names)
    const [updated] = await tx
      .update(shopItems)
      .set({ state: body.state })
      .where(eq(shopItems.id, row.id))
      .returning()
    await recordAudit(tx, {
      actorId: operator.id,
      action: `shop_item.${body.state === 'published' ? 'publish' : 'archive'}`,
      target: `shop_item:${row.id}`,
      before: { state: row.state },
      after: { state: body.state },
      ip: operator.ip,
    })
    return updated ?? row
  })
  return toAdminItem(saved)
}
