import type { PartnerWeek } from '@src/contract/rewards'
import { salaryFor } from '@src/contract/rewards-tiers'
import type { Db } from '../../db'
import { type Period, shiftDays, weekRange } from '../calendar'
import { payReward } from './pay'
import { getPromotion } from './rules'
import { partnersWithTopUps, teamWeek } from './team'

/**
 * The partner weekly salary: on Monday, every player whose team (three levels) reached a tier in the week
 * before is paid that tier's salary. A tier needs both its active members and its team top-ups.
 */

/** A partner's figures for a week (this week for the page, a closed week for the payment). */
export const partnerWeek = async (db: Db, userId: number, week: Period): Promise<PartnerWeek> => {
  const { rules } = await getPromotion(db, 'partner_salary')
  const figures = await teamWeek(db, userId, weekRange(week), rules.activeMinRecharge)
  const { tier, salary, next } = salaryFor(rules.tiers, figures.activeMembers, figures.teamRecharge)
  return { week, paysOn: shiftDays(week, 7), ...figures, tier, salary, next }
}

/** Pays a closed week's salaries, each partner in their own transaction. */
export const paySalaries = async (db: Db, week: Period): Promise<void> => {
  const promotion = await getPromotion(db, 'partner_salary')
  if (!promotion.enabled) return
  for (const userId of await partnersWithTopUps(db, weekRange(week))) {
    const figures = await partnerWeek(db, userId, week)
    await payReward(db, {
      userId,
      kind: 'partner_salary',
      amount: figures.salary,
      key: `partner_salary:${userId}:${week}`,
      wageringMultiple: promotion.rules.wageringMultiple,
      period: week,
      base: figures.teamRecharge,
      level: figures.tier,
      members: figures.activeMembers,
    })
  }
}
