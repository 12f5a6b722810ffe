import { applyRate } from '@src/contract/rewards-tiers'
import { and, eq, gte, lt, sum } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { vipLevels } from '../../db/schema/rewards'
import { rounds } from '../../db/schema/rounds'
import { users } from '../../db/schema/users'
import { dayRange, type Period } from '../calendar'
import { payReward } from './pay'
import { getPromotion } from './rules'

/**
 * The daily rebate: each player gets their VIP level's rate (as the level stands when the day is paid) of
 * the bets settled on that day. One payment per player and day, each in its own transaction.
 */
export const payRebates = async (db: Db, day: Period): Promise<void> => {
  const promotion = await getPromotion(db, 'rebate')
  if (!promotion.enabled) return
  const { start, end } = dayRange(day)
  const volumes = await db
    .select({ userId: rounds.userId, volume: sum(rounds.bet), rateBps: vipLevels.rebateBps })
    .from(rounds)
    .innerJoin(users, eq(users.id, rounds.userId))
    .innerJoin(vipLevels, eq(vipLevels.level, users.vipLevel))
    .where(
      and(
        eq(rounds.settled, true),
        gte(rounds.endedAt, start),
        lt(rounds.endedAt, end),
        eq(users.demo, false),
      ),
    )
    .groupBy(rounds.userId, vipLevels.rebateBps)
    .orderBy(rounds.userId)
  for (const { userId, volume, rateBps } of volumes) {
    const base = centavos(volume)
    await payReward(db, {
      userId,
      kind: 'rebate',
      amount: applyRate(base, rateBps),
      key: `rebate:${userId}:${day}`,
      wageringMultiple: promotion.rules.wageringMultiple,
      period: day,
      base,
      rateBps,
    })
  }
}
