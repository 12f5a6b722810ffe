import { PROMOTION_KEYS, type PromotionKey } from '@src/contract/content'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, updatedAt } from '../columns'
import { money } from '../money'
import { playerId, users } from './users'

/**
 * The VIP levels (docs/rewards.md). Level 0 is where every player starts; a player reaches a level when both
 * totals since sign-up reach its conditions, and never goes down.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer('level').primaryKey(),
    minRecharge: money('min_recharge').notNull(),
    minBets: money('min_bets').notNull(),
    upgradeReward: money('upgrade_reward').notNull(),
    maxWithdrawal: money('max_withdrawal').notNull(),
    dailyWithdrawals: integer('daily_withdrawals').notNull(),
    rebateBps: integer('rebate_bps').notNull(),
  },
  (table) => [
    check('vip_levels_level_range', sql`${table.level} between 0 and 1000`),
    check(
      'vip_levels_amounts_not_negative',
      sql`${table.minRecharge} >= 0 and ${table.minBets} >= 0 and ${table.upgradeReward} >= 0 and ${table.maxWithdrawal} >= 0`,
    ),
    check('vip_levels_daily_withdrawals_not_negative', sql`${table.dailyWithdrawals} >= 0`),
    check('vip_levels_rebate_range', sql`${table.rebateBps} between 0 and 10000`),
  ],
)

/** Each promotion's rules (tiers, limits, wagering), checked against src/contract/rewards on every read. */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    key: text('key').$type<PromotionKey>().primaryKey(),
    rules: jsonb('rules').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('promotion_rules_key_known', oneOf(table.key, PROMOTION_KEYS))],
)

/**
 * Every reward paid, one row per ledger movement (same key): what the player's and the operator's lists
 * show. The optional columns say what the reward was computed from.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: identityId(),
    userId: playerId(),
    kind: text('kind').$type<PromotionKey>().notNull(),
    amount: money('amount').notNull(),
    /** The ledger movement's idempotency key, e.g. 'reward:referral:42': a reward is paid once. */
    key: text('key').notNull().unique(),
    /** Rebate and cash back: the day; salary: the week's Monday (YYYY-MM-DD in the rewards time zone). */
    period: text('period'),
    /** What the rate applied to: the top-up, the day's bets, the team's top-ups of the week. */
    base: money('base'),
    rateBps: integer('rate_bps'),
    /** VIP: the level reached; salary: the tier. */
    level: integer('level'),
    /** Salary: the members active in the week. */
    members: integer('members'),
    /** Referral: the invitee whose top-up earned it. */
    sourceUserId: integer('source_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('rewards_kind_known', oneOf(table.kind, PROMOTION_KEYS)),
    check('rewards_amount_positive', sql`${table.amount} > 0`),
    index('rewards_user_idx').on(table.userId, table.kind, table.id),
    index('rewards_kind_idx').on(table.kind, table.id),
    index('rewards_period_idx').on(table.userId, table.kind, table.period),
  ],
)

/**
 * Each player's first paid top-up, claimed once (primary key): the first deposit bonus and the referral
 * reward look at it; later top-ups are the cash back's.
 */
export const firstRecharges = pgTable('first_recharges', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The money service's order. */
  orderId: integer('order_id').notNull(),
  amount: money('amount').notNull(),
  paidAt: instant('paid_at').notNull(),
  /**
   * The inviter's referral reward: 'pending' until the player's settled bets reach referralDueBets (their
   * bets at this top-up plus its amount: the deposit wagered once), then 'paid'; 'linked' when the player
   * shares a CPF, PIX key, device or address with the inviter (never paid); 'none' without an inviter.
   */
  referralState: text('referral_state')
    .$type<'none' | 'pending' | 'paid' | 'linked'>()
    .notNull()
    .default('none'),
  referralDueBets: money('referral_due_bets'),
})

/**
 * Turnover a player owes before a withdrawal: one row per reward that carried a wagering multiple. Bets
 * settled since the oldest open row count against the sum of the open rows; rows close together once met, or
 * once forfeited on an exclusion (wagering.ts).
 */
export const wageringRequirements = pgTable(
  'wagering_requirements',
  {
    id: identityId(),
    userId: playerId(),
    rewardId: integer('reward_id')
      .notNull()
      .unique()
      .references(() => rewards.id),
    required: money('required').notNull(),
    createdAt: createdAt(),
    /** When the requirement closed: met, or forfeited on a cool-off or self-exclusion; null while open. */
    clearedAt: instant('cleared_at'),
  },
  (table) => [
    check('wagering_requirements_required_positive', sql`${table.required} > 0`),
    index('wagering_requirements_open_idx').on(table.userId).where(sql`${table.clearedAt} is null`),
  ],
)

/**
 * Settled bets per player, kept by the game's settlement (ficha_play_rounds, db/functions/ficha_play_rounds.sql), so the VIP
 * check after each round reads one row instead of summing every round.
 */
export const betTotals = pgTable(
  'bet_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    total: money('total').notNull(),
  },
  (table) => [check('bet_totals_not_negative', sql`${table.total} >= 0`)],
)

/**
 * Periods of the scheduled jobs (a day, or a week's Monday). A process claims a period by taking its lease
 * (the row, or an expired lease of an unfinished one), pays it, and stamps it finished; the payments' own
 * keys make a second run of a period pay nothing, the lease spares the work.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    /** Another process may take the period over after this (the holder died). */
    leaseUntil: instant('lease_until').notNull(),
    finishedAt: instant('finished_at'),
    /** The rewards of the period, counted when it finished. */
    paidCount: integer('paid_count'),
    paidAmount: money('paid_amount'),
  },
  (table) => [
    primaryKey({ columns: [table.job, table.period] }),
    check('job_runs_period_format', sql`${table.period} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
)

export type RewardRow = typeof rewards.$inferSelect
