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
import { type MissionStateName, mayMoveTo, PLAY_TASKS } from '@src/contract/missions-values'
import type { ComplianceProfile } from '@src/contract/protection'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { missionProgress, missions, shopItems, shopPurchases } from '../../db/schema/missions'
import { ApiError } from '../../envelope'
import { type Operator, recordAudit, saveAuditedDefinition } from '../audit'
import { assertPromotionPasses } from '../content'
import { spWallClockWindow, toSpWallClock } from '../races'
import { complianceProfileOf } from '../settings'

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
  const window = spWallClockWindow(definition)
  const fits =
    window !== null &&
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
    ...window,
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

/** New terms only for a draft: a published mission's or item's terms are its players'. */
const draftOnly = <Row extends { state: MissionStateName }>(row: Row): Row => {
  if (row.state !== 'draft') throw new ApiError(Code.MissionNotDraft)
  return row
}

/**
 * Publishes a draft (checked against the profile again by `assertOffer`: the profile may have changed since it
 * was written) or archives it, audited as `<kind>.publish` or `<kind>.archive`.
 */
const moveState = async <Row extends { id: number; state: MissionStateName }>(
  db: Db,
  operator: Operator,
  kind: string,
  body: MissionStateBody,
  steps: {
    lock: (tx: Db, id: number) => Promise<Row>
    assertOffer: (profile: ComplianceProfile, row: Row) => void
    update: (tx: Db, row: Row) => Promise<Row[]>
  },
): Promise<Row> => {
  const profile = await complianceProfileOf(db)
  return db.transaction(async (tx) => {
    const row = await steps.lock(tx, body.id)
    if (!mayMoveTo(row.state, body.state)) throw new ApiError(Code.MissionNotDraft)
    if (body.state === 'published') steps.assertOffer(profile, row)
    const [updated] = await steps.update(tx, row)
    await recordAudit(tx, {
      actorId: operator.id,
      action: `${kind}.${body.state === 'published' ? 'publish' : 'archive'}`,
      target: `${kind}:${row.id}`,
      before: { state: row.state },
      after: { state: body.state },
      ip: operator.ip,
    })
    return updated ?? row
  })
}

/** admin/mission_save: a new draft, or new terms for a draft (a published mission's terms are its players'). */
export const saveMission = async (
  db: Db,
  operator: Operator,
  body: MissionSaveBody,
): Promise<AdminMission> => {
  const columns = missionColumns(body.mission)
  assertOffer(await complianceProfileOf(db), columns.names, columns.task)
  const saved = await saveAuditedDefinition(
    db,
    operator,
    'mission',
    { id: body.id, definition: body.mission },
    {
      insert: (tx) => tx.insert(missions).values(columns).returning(),
      lockEditable: async (tx, id) => draftOnly(await lockedMission(tx, id)),
      update: (tx, row) => tx.update(missions).set(columns).where(eq(missions.id, row.id)).returning(),
      definitionOf: missionDefinition,
    },
  )
  return toAdminMission(saved)
}

/** admin/mission_state: publish a draft or archive it; audited. */
export const setMissionState = async (
  db: Db,
  operator: Operator,
  body: MissionStateBody,
): Promise<AdminMission> => {
  const saved = await moveState(db, operator, 'mission', body, {
    lock: lockedMission,
    assertOffer: (profile, row) => assertOffer(profile, row.names, row.task),
    update: (tx, row) =>
      tx.update(missions).set({ state: body.state }).where(eq(missions.id, row.id)).returning(),
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
  const saved = await saveAuditedDefinition(
    db,
    operator,
    'shop_item',
    { id: body.id, definition: body.item },
    {
      insert: (tx) => tx.insert(shopItems).values(columns).returning(),
      lockEditable: async (tx, id) => draftOnly(await lockedItem(tx, id)),
      update: (tx, row) => tx.update(shopItems).set(columns).where(eq(shopItems.id, row.id)).returning(),
      definitionOf: itemDefinition,
    },
  )
  return toAdminItem(saved)
}

/** admin/shop_item_state: put a draft on sale or archive it (no longer sold); audited. */
export const setShopItemState = async (
  db: Db,
  operator: Operator,
  body: MissionStateBody,
): Promise<AdminShopItem> => {
  const saved = await moveState(db, operator, 'shop_item', body, {
    lock: lockedItem,
    assertOffer: (profile, row) => assertOffer(profile, row.names),
    update: (tx, row) =>
      tx.update(shopItems).set({ state: body.state }).where(eq(shopItems.id, row.id)).returning(),
  })
  return toAdminItem(saved)
}
