import type { VipInfo, VipLevel, VipStatus } from '@src/contract/rewards'
import { distanceTo, levelFor, type Totals } from '@src/contract/rewards-tiers'
import { and, desc, eq, lt, lte, sum } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { orders } from '../../db/schema/money'
import { betTotals, rewards, vipLevels } from '../../db/schema/rewards'
import { rounds } from '../../db/schema/rounds'
import { users } from '../../db/schema/users'
import { payReward } from './pay'
import { getPromotion, getVipLevels } from './rules'

/**
 * VIP levels: a player reaches a level when both totals since sign-up (paid top-ups, settled bets) reach
 * its conditions, checked after every paid top-up and every settled round. Levels never go down; each
 * level's upgrade reward is paid once, also for levels passed in one step.
 */

const paidRecharge = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db
    .select({ total: sum(orders.amount) })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.type, 'recharge'), eq(orders.status, 'paid')))
  return centavos(row?.total)
}

const settledBets = async (db: Db, userId: number): Promise<number> => {
  const [kept] = await db
    .select({ total: betTotals.total })
    .from(betTotals)
    .where(eq(betTotals.userId, userId))
  if (kept) return kept.total
  const [row] = await db
    .select({ total: sum(rounds.bet) })
    .from(rounds)
    .where(and(eq(rounds.userId, userId), eq(rounds.settled, true)))
  return centavos(row?.total)
}

/** The player's totals since sign-up. */
export const vipTotals = async (db: Db, userId: number): Promise<Totals> => {
  const [recharge, bets] = await Promise.all([paidRecharge(db, userId), settledBets(db, userId)])
  return { recharge, bets }
}

/**
 * Raises the player's level to the highest one their totals reach and pays the upgrade reward of every
 * level gained (when the promotion is on). Answers the level after the check.
 */
export const checkVipUpgrade = async (db: Db, userId: number): Promise<number> => {
  const [player] = await db
    .select({ level: users.vipLevel, demo: users.demo })
    .from(users)
    .where(eq(users.id, userId))
  if (!player || player.demo) return player?.level ?? 0
  const levels = await getVipLevels(db)
  const reached = levelFor(levels, await vipTotals(db, userId))
  if (reached <= player.level) return player.level
  await db
    .update(users)
    .set({ vipLevel: reached })
    .where(and(eq(users.id, userId), lt(users.vipLevel, reached)))
  const promotion = await getPromotion(db, 'vip_upgrade')
  if (!promotion.enabled) return reached
  for (const level of levels) {
    if (level.level <= player.level || level.level > reached) continue
    await payReward(db, {
      userId,
      kind: 'vip_upgrade',
      amount: level.upgradeReward,
      key: `vip_upgrade:${userId}:${level.level}`,
      wageringMultiple: promotion.rules.wageringMultiple,
      level: level.level,
    })
  }
  return reached
}

/** index/get_vips. */
export const vipStatus = async (db: Db, userId: number): Promise<VipStatus> => {
  const [[player], levels, totals] = await Promise.all([
    db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId)),
    getVipLevels(db),
    vipTotals(db, userId),
  ])
  const level = player?.level ?? 0
  const next = levels.find((candidate) => candidate.level > level)
  return {
    level,
    totalRecharge: totals.recharge,
    totalBets: totals.bets,
    next: next ? distanceTo(next, totals) : null,
    levels,
  }
}

/** index/vips_info: one level and the player's way to it; null when the level does not exist. */
export const vipInfo = async (db: Db, userId: number, level: number): Promise<VipInfo | null> => {
  const [[benefits], [player], totals, [paid]] = await Promise.all([
    db.select().from(vipLevels).where(eq(vipLevels.level, level)),
    db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId)),
    vipTotals(db, userId),
    db
      .select({ id: rewards.id })
      .from(rewards)
      .where(and(eq(rewards.userId, userId), eq(rewards.kind, 'vip_upgrade'), eq(rewards.level, level))),
  ])
  if (!benefits) return null
  return {
    benefits,
    distance: distanceTo(benefits, totals),
    reached: (player?.level ?? 0) >= level,
    rewardPaid: paid !== undefined,
  }
}

/**
 * The withdrawal limits of a VIP level, for the money service: the highest configured level at or below it
 * (a level removed from the table falls back a step); null with an empty table.
 */
export const withdrawalLimits = async (
  db: Db,
  level: number,
): Promise<Pick<VipLevel, 'maxWithdrawal' | 'dailyWithdrawals'> | null> => {
  const [row] = await db
    .select({ maxWithdrawal: vipLevels.maxWithdrawal, dailyWithdrawals: vipLevels.dailyWithdrawals })
    .from(vipLevels)
    .where(lte(vipLevels.level, level))
    .orderBy(desc(vipLevels.level))
    .limit(1)
  return row ?? null
}
