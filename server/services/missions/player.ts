import type { MissionList, PointsHistory, ShopList } from '@src/contract/missions'
import type { Lang } from '@src/i18n/languages'
import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import {
  missionProgress,
  missions,
  pointsBalances,
  pointsMovements,
  shopItems,
} from '../../db/schema/missions'

/** A player's points balance (0 before their first mission). */
export const pointsBalance = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db
    .select({ balance: pointsBalances.balance })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId))
  return row?.balance ?? 0
}

/**
 * mission/list: the missions published and running now, ending soonest first, with the player's progress.
 * A mission that does not repeat stays on the list once done (done: true) until its window ends.
 */
export const playerMissions = async (
  db: Db,
  userId: number,
  lang: Lang,
  now = new Date(),
): Promise<MissionList> => {
  const rows = await db
    .select({
      mission: missions,
      progress: missionProgress.progress,
      completions: missionProgress.completions,
    })
    .from(missions)
    .leftJoin(
      missionProgress,
      and(eq(missionProgress.missionId, missions.id), eq(missionProgress.userId, userId)),
    )
    .where(and(eq(missions.state, 'published'), lte(missions.startsAt, now), gt(missions.endsAt, now)))
    .orderBy(asc(missions.endsAt), asc(missions.id))
  return {
    balance: await pointsBalance(db, userId),
    missions: rows.map(({ mission, progress, completions }) => ({
      id: mission.id,
      name: localize(mission.names, lang),
      task: mission.task,
      target: mission.target,
      progress: progress ?? 0,
      completions: completions ?? 0,
      repeatable: mission.repeatable,
      done: !mission.repeatable && (completions ?? 0) > 0,
      points: mission.points,
      minMultiplierBps: mission.minMultiplierBps,
      gameIds: mission.gameIds,
      providers: mission.providers,
      startsAt: mission.startsAt.toISOString(),
      endsAt: mission.endsAt.toISOString(),
    })),
  }
}

const PAGE = 50

/** mission/points: the balance and the movements, newest first, a page of 50 (before: the last id seen). */
export const pointsHistory = async (
  db: Db,
  userId: number,
  lang: Lang,
  before?: number,
): Promise<PointsHistory> => {
  const rows = await db
    .select({
      movement: pointsMovements,
      names: sql<Record<string, string> | null>`case when ${pointsMovements.reason} = 'mission'
        then (select m.names from ${missions} m where m.id = ${pointsMovements.sourceId})
        else (select i.names from ${shopItems} i where i.id = ${pointsMovements.sourceId}) end`,
    })
    .from(pointsMovements)
    .where(
      and(
        eq(pointsMovements.userId, userId),
        before === undefined ? undefined : lt(pointsMovements.id, before),
      ),
    )
    .orderBy(desc(pointsMovements.id))
    .limit(PAGE)
  return {
    balance: await pointsBalance(db, userId),
    movements: rows.map(({ movement, names }) => ({
      id: movement.id,
      amount: movement.amount,
      balanceAfter: movement.balanceAfter,
      reason: movement.reason,
      name: names ? localize(names, lang) : '',
      at: movement.createdAt.toISOString(),
    })),
  }
}

/** mission/shop: the balance and the items on sale, cheapest first. */
export const shopList = async (db: Db, userId: number, lang: Lang): Promise<ShopList> => {
  const rows = await db
    .select()
    .from(shopItems)
    .where(eq(shopItems.state, 'published'))
    .orderBy(asc(shopItems.price), asc(shopItems.id))
  return {
    balance: await pointsBalance(db, userId),
    items: rows.map((item) => ({
      id: item.id,
      name: localize(item.names, lang),
      kind: item.kind,
      price: item.price,
      amount: item.amount,
      spins: item.spins,
      betValue: item.betValue,
      gameCode: item.gameCode,
    })),
  }
}
