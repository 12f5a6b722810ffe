import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { hasSomeText, oneOf } from '../checks'
import { bigIdentityId, createdAt, identityId, instant, reference } from '../columns'
import type { Localized } from '../localized'
import { money } from '../money'
import { playerId } from './users'

/**
 * Missions and the points shop (docs/missions.md): the operator's missions, each player's progress (counted
 * in the round's own transaction by ficha_mission_count), the points ledger (append-only movements and a
 * balance per player) and the shop's items and purchases.
 */

/**
 * What a mission counts: rounds played, centavos staked, wins at or above a multiplier, days played (São
 * Paulo days), or centavos deposited (not in the brazil profile: nothing there is linked to a deposit).
 */
export const MISSION_TASKS = ['rounds', 'stakes', 'wins', 'days', 'deposits'] as const
export type MissionTask = (typeof MISSION_TASKS)[number]

/** draft: the operator's, counts nothing; published: counts in its window; archived: counts nothing, hidden. */
export const MISSION_STATES = ['draft', 'published', 'archived'] as const
export type MissionState = (typeof MISSION_STATES)[number]

export const missions = pgTable(
  'missions',
  {
    id: identityId(),
    names: jsonb('names').$type<Localized>().notNull(),
    task: text('task').$type<MissionTask>().notNull(),
    /** Games (ids) and providers (games.provider) whose rounds count; both empty: every game. */
    gameIds: integer('game_ids').array().notNull().default(sql`'{}'`),
    providers: text('providers').array().notNull().default(sql`'{}'`),
    /** wins: a round counts when its win is at least its stake times this (basis points, 20000: 2x). */
    minMultiplierBps: integer('min_multiplier_bps').notNull().default(0),
    /** How much of the task completes the mission (rounds, centavos, wins, days). */
    target: bigint('target', { mode: 'number' }).notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** A repeatable mission starts again from 0 each time it is completed; another pays its points once. */
    repeatable: boolean('repeatable').notNull().default(false),
    points: bigint('points', { mode: 'number' }).notNull(),
    state: text('state').$type<MissionState>().notNull().default('draft'),
    createdAt: createdAt(),
  },
  (table) => [
    check('missions_names_written', hasSomeText(table.names)),
    check('missions_task_known', oneOf(table.task, MISSION_TASKS)),
    check('missions_state_known', oneOf(table.state, MISSION_STATES)),
    check('missions_period_ordered', sql`${table.endsAt} > ${table.startsAt}`),
    check('missions_amounts_positive', sql`${table.target} > 0 and ${table.points} > 0`),
    check('missions_multiplier_not_negative', sql`${table.minMultiplierBps} >= 0`),
    // Every round's lookup: the published missions, few rows.
    index('missions_published_idx').on(table.startsAt, table.endsAt).where(sql`${table.state} = 'published'`),
  ],
)

/**
 * A player's progress in a mission: the count since the last completion, how many times it was completed
 * (a mission that does not repeat stops counting at 1), and the last São Paulo day counted (days task).
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: reference('mission_id', () => missions.id),
    userId: playerId(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    completions: integer('completions').notNull().default(0),
    lastDay: date('last_day'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.missionId, table.userId] }),
    check('mission_progress_not_negative', sql`${table.progress} >= 0 and ${table.completions} >= 0`),
  ],
)

/** A player's points: the sum of their movements, never below 0 (the check refuses an overdraft). */
export const pointsBalances = pgTable(
  'points_balances',
  {
    userId: playerId().primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('points_balances_not_negative', sql`${table.balance} >= 0`)],
)

/** Why points moved: a mission completed, a shop purchase, a purchase whose reward failed given back. */
export const POINTS_REASONS = ['mission', 'purchase', 'refund'] as const
export type PointsReason = (typeof POINTS_REASONS)[number]

/**
 * The points ledger, append-only (a trigger refuses updates and deletes): each movement once under its key
 * ('mission:<mission>:<user>:<completion>', 'purchase:<purchase>', 'refund:<purchase>'), with the balance after it, so the
 * movements of a player read in id order add up to every balance_after.
 */
export const pointsMovements = pgTable(
  'points_movements',
  {
    id: bigIdentityId(),
    userId: playerId(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    key: text('key').notNull().unique(),
    /** The mission's or the shop item's id. */
    sourceId: integer('source_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('points_movements_reason_known', oneOf(table.reason, POINTS_REASONS)),
    check('points_movements_amount_not_zero', sql`${table.amount} <> 0`),
    check('points_movements_balance_not_negative', sql`${table.balanceAfter} >= 0`),
    index('points_movements_user_idx').on(table.userId, table.id),
  ],
)

/** What a shop item gives: free spins of a provider's game (a campaign), or cash back (money to the wallet). */
export const SHOP_KINDS = ['freespins', 'cashback'] as const
export type ShopKind = (typeof SHOP_KINDS)[number]

export const shopItems = pgTable(
  'shop_items',
  {
    id: identityId(),
    names: jsonb('names').$type<Localized>().notNull(),
    kind: text('kind').$type<ShopKind>().notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** cashback: the centavos paid to the wallet. */
    amount: money('amount').notNull().default(0),
    /** freespins: the provider, its game code, the spins and each spin's bet (centavos), valid for days. */
    provider: text('provider'),
    gameCode: text('game_code'),
    spins: integer('spins').notNull().default(0),
    betValue: money('bet_value').notNull().default(0),
    validDays: integer('valid_days').notNull().default(7),
    /** freespins: the provider's offer template (Hub88's prepaid_uuid, required there; GIS's bet_id). */
    template: text('template'),
    state: text('state').$type<MissionState>().notNull().default('draft'),
    createdAt: createdAt(),
  },
  (table) => [
    check('shop_items_names_written', hasSomeText(table.names)),
    check('shop_items_kind_known', oneOf(table.kind, SHOP_KINDS)),
    check('shop_items_state_known', oneOf(table.state, MISSION_STATES)),
    check('shop_items_price_positive', sql`${table.price} > 0`),
    check(
      'shop_items_reward_given',
      sql`(${table.kind} = 'cashback' and ${table.amount} > 0) or (${table.kind} = 'freespins' and ${table.provider} is not null and ${table.gameCode} is not null and ${table.spins} > 0 and ${table.betValue} > 0 and ${table.validDays} > 0)`,
    ),
  ],
)

/** done: the points spent and the reward given; failed: the reward could not be given, the points returned. */
export const PURCHASE_STATES = ['done', 'failed'] as const
export type PurchaseState = (typeof PURCHASE_STATES)[number]

/** A player's purchase, once per client id (buying again with the same id answers this row). */
export const shopPurchases = pgTable(
  'shop_purchases',
  {
    id: identityId(),
    userId: playerId(),
    itemId: reference('item_id', () => shopItems.id),
    clientId: text('client_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    state: text('state').$type<PurchaseState>().notNull().default('done'),
    /** cashback: the ledger key of the payment; freespins: the campaign's reference. */
    rewardKey: text('reward_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('shop_purchases_client_unique').on(table.userId, table.clientId),
    check('shop_purchases_state_known', oneOf(table.state, PURCHASE_STATES)),
    index('shop_purchases_user_idx').on(table.userId, table.id),
  ],
)
