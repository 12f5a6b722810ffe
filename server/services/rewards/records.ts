import type { PromotionKey } from '@src/contract/content'
import type { Paged } from '@src/contract/paging'
import type {
  AdminReward,
  JobState,
  RebateRecord,
  RewardRecord,
  RewardTotal,
  SalaryPayment,
} from '@src/contract/rewards'
import { and, count, desc, eq, isNotNull, max, type SQL, sql, sum } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { jobRuns, type RewardRow, rewards } from '../../db/schema/rewards'
import { users } from '../../db/schema/users'
import { JOBS } from './jobs'

/** The rewards lists: the player's (by kind), the rebate's and the salary's, and the operator's. */

const invitees = alias(users, 'invitee')

const recordOf = (row: RewardRow, source: string | null): RewardRecord => ({
  id: row.id,
  kind: row.kind,
  amount: row.amount,
  createdAt: row.createdAt.toISOString(),
  period: row.period,
  base: row.base,
  rateBps: row.rateBps,
  level: row.level,
  source,
})

const page = async <T>(
  db: Db,
  where: SQL | undefined,
  pageNo: number,
  limit: number,
  map: (row: RewardRow, source: string | null, player: { id: number; phone: string }) => T,
): Promise<Paged<T>> => {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        reward: rewards,
        // The invitee as other players see them (nickname or handle), never their phone.
        source: sql<string | null>`coalesce(nullif(${invitees.nickname}, ''), ${invitees.handle})`,
        playerPhone: users.phone,
      })
      .from(rewards)
      .innerJoin(users, eq(users.id, rewards.userId))
      .leftJoin(invitees, eq(invitees.id, rewards.sourceUserId))
      .where(where)
      .orderBy(desc(rewards.id))
      .limit(limit)
      .offset((pageNo - 1) * limit),
    db.select({ value: count() }).from(rewards).where(where),
  ])
  return {
    list: rows.map((row) => map(row.reward, row.source, { id: row.reward.userId, phone: row.playerPhone })),
    total: total?.value ?? 0,
    page: pageNo,
    limit,
  }
}

const mine = (userId: number, kind?: PromotionKey) =>
  and(eq(rewards.userId, userId), kind ? eq(rewards.kind, kind) : undefined)

/** index/reward_list: the player's rewards, newest first. */
export const rewardList = (
  db: Db,
  userId: number,
  kind: PromotionKey | undefined,
  pageNo: number,
  limit: number,
) => page(db, mine(userId, kind), pageNo, limit, recordOf)

/** index/rebate_list. */
export const rebateList = (
  db: Db,
  userId: number,
  pageNo: number,
  limit: number,
): Promise<Paged<RebateRecord>> =>
  page(db, mine(userId, 'rebate'), pageNo, limit, (row) => ({
    date: row.period ?? '',
    betVolume: row.base ?? 0,
    rateBps: row.rateBps ?? 0,
    amount: row.amount,
    paidAt: row.createdAt.toISOString(),
  }))

/** The partner's past salaries (index/partner_info). */
export const salaryPayments = (
  db: Db,
  userId: number,
  pageNo: number,
  limit: number,
): Promise<Paged<SalaryPayment>> =>
  page(db, mine(userId, 'partner_salary'), pageNo, limit, (row) => ({
    week: row.period ?? '',
    activeMembers: row.members ?? 0,
    teamRecharge: row.base ?? 0,
    tier: row.level ?? 0,
    amount: row.amount,
    paidAt: row.createdAt.toISOString(),
  }))

/** admin/reward_list: every player's rewards, with the player's phone in full. */
export const adminRewardList = (
  db: Db,
  kind: PromotionKey | undefined,
  pageNo: number,
  limit: number,
): Promise<Paged<AdminReward>> =>
  page(db, kind ? eq(rewards.kind, kind) : undefined, pageNo, limit, (row, source, player) => ({
    ...recordOf(row, source),
    player,
  }))

/** How many rewards of each kind were paid, and how much. */
export const rewardTotals = async (db: Db): Promise<RewardTotal[]> => {
  const rows = await db
    .select({ kind: rewards.kind, count: count(), amount: sum(rewards.amount) })
    .from(rewards)
    .groupBy(rewards.kind)
    .orderBy(rewards.kind)
  return rows.map((row) => ({ kind: row.kind, count: row.count, amount: centavos(row.amount) }))
}

/** Each job's last finished period. */
export const jobStates = async (db: Db): Promise<JobState[]> => {
  const rows = await db
    .select({ job: jobRuns.job, lastPeriod: max(jobRuns.period), lastRunAt: max(jobRuns.finishedAt) })
    .from(jobRuns)
    .where(isNotNull(jobRuns.finishedAt))
    .groupBy(jobRuns.job)
  const byJob = new Map(rows.map((row) => [row.job, row]))
  return JOBS.map(({ name }) => {
    const row = byJob.get(name)
    return {
      job: name,
      lastPeriod: row?.lastPeriod ?? null,
      lastRunAt: row?.lastRunAt?.toISOString() ?? null,
    }
  })
}
