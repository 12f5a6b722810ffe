import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { hasSomeText, oneOf } from '../checks'
import { bigIdentityId, createdAt, instant, reference } from '../columns'
import type { Localized } from '../localized'
import { money } from '../money'
import { playerId, users } from './users'

/** How a race repeats: a daily or weekly one makes its next occurrence when it is settled. */
export const RACE_REPEATS = ['none', 'daily', 'weekly'] as const
export type RaceRepeat = (typeof RACE_REPEATS)[number]

/**
 * What the database keeps of a race's life: 'open' (upcoming or running by the clock: starts_at, ends_at),
 * 'settling' (ended, prizes being paid), 'final' (paid, result shown), 'cancelled' (by the operator, before
 * it started). The API's states (src/contract/race.ts RaceState) read 'open' against the clock.
 */
export const RACE_STATES = ['open', 'settling', 'final', 'cancelled'] as const
export type RaceStoredState = (typeof RACE_STATES)[number]

/**
 * A wager race (docs/races.md): a leaderboard of weighted stakes between starts_at and ends_at (stored as
 * instants, typed in by the operator on São Paulo's wall clock), with a prize per place: either a pool
 * split by shares (basis points per place) or fixed amounts per place (fixed_prizes not empty wins).
 */
export const races = pgTable(
  'races',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    names: jsonb('names').$type<Localized>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    repeat: text('repeat').$type<RaceRepeat>().notNull().default('none'),
    /** Eligible games (ids) and providers (games.provider); both empty: every game. */
    gameIds: integer('game_ids').array().notNull().default(sql`'{}'`),
    providers: text('providers').array().notNull().default(sql`'{}'`),
    prizePool: money('prize_pool').notNull().default(0),
    /** Basis points of the pool per place, first place first (sum 10,000). */
    shares: integer('shares').array().notNull().default(sql`'{}'`),
    /** Centavos per place, first place first; when not empty, the pool and shares are not used. */
    fixedPrizes: bigint('fixed_prizes', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    /** The smallest stake (centavos) that scores. */
    minStake: money('min_stake').notNull().default(0),
    state: text('state').$type<RaceStoredState>().notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The race whose repetition this one is (daily, weekly): made once per occurrence. */
    previousId: integer('previous_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('races_names_written', hasSomeText(table.names)),
    check('races_period_ordered', sql`${table.endsAt} > ${table.startsAt}`),
    check('races_repeat_known', oneOf(table.repeat, RACE_REPEATS)),
    check('races_state_known', oneOf(table.state, RACE_STATES)),
    check('races_amounts_not_negative', sql`${table.prizePool} >= 0 and ${table.minStake} >= 0`),
    unique('races_previous_unique').on(table.previousId),
    // The scoring's lookup in every round: the open races, few rows.
    index('races_open_idx').on(table.startsAt, table.endsAt).where(sql`${table.state} = 'open'`),
    index('races_state_idx').on(table.state, table.endsAt),
  ],
)

/** The order of arrival of race scores: of two equal scores, the one reached first (smaller) ranks first. */
export const raceEntrySeq = pgSequence('race_entry_seq')

/**
 * A player's score in a race: the weighted stakes of their eligible rounds (ficha_race_score, in each
 * round's own transaction), and when it was last reached (race_entry_seq at the last addition). No index
 * on the score: each round changes it, and an index would make every round's update write it again; a board
 * sorts its race's rows (read at most once a second per process).
 */
export const raceEntries = pgTable(
  'race_entries',
  {
    raceId: reference('race_id', () => races.id),
    userId: playerId(),
    score: money('score').notNull(),
    reachedSeq: bigint('reached_seq', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.raceId, table.userId] }),
    check('race_entries_score_not_negative', sql`${table.score} >= 0`),
  ],
)

/**
 * Each prize of a settled race, one row per place (primary key). The settlement first writes every place's
 * row at once (the result, frozen: a second run finds it), then pays each row in a transaction of its own
 * that moves the money (ledger key 'race:<race>:<place>'), stamps paid_at and notifies the winner: a place
 * is paid once whatever runs twice or dies half-way.
 */
export const racePrizes = pgTable(
  'race_prizes',
  {
    raceId: reference('race_id', () => races.id),
    place: integer('place').notNull(),
    userId: reference('user_id', () => users.id),
    score: money('score').notNull(),
    amount: money('amount').notNull(),
    /** The ledger movement's idempotency key. */
    ledgerKey: text('ledger_key').notNull().unique(),
    /** When the prize was paid (or withheld); null while the settlement has not reached it. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Not paid: the winner was in a cool-off or self-exclusion when it came to paying (mayReceiveIncentive,
     * logged rewardWithheld); the place is not passed on.
     */
    withheld: boolean('withheld').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.raceId, table.place] }),
    unique('race_prizes_player_unique').on(table.raceId, table.userId),
    check('race_prizes_amount_positive', sql`${table.amount} > 0`),
  ],
)

/**
 * A provider's stake rolled back once its race's result was frozen (ficha_race_unscore): the settlement had
 * already decided (and paid, or was paying) the places, so the score is not changed; the rollback is noted
 * here, with the points it would have taken back, for the operator (admin/race_list, the console's races).
 */
export const raceRollbacks = pgTable(
  'race_rollbacks',
  {
    id: bigIdentityId(),
    raceId: reference('race_id', () => races.id),
    userId: reference('user_id', () => users.id),
    /** The rolled-back stake (centavos) and the points it had scored (its weight now). */
    stake: money('stake').notNull(),
    points: money('points').notNull(),
    /** The provider's transaction rolled back ('gp:<provider>:<id>'), when the caller named it. */
    transaction: text('transaction'),
    /** When the stake was taken (the race counted it then). */
    stakedAt: instant('staked_at').notNull(),
    notedAt: createdAt(),
  },
  (table) => [
    index('race_rollbacks_race_idx').on(table.raceId),
    check('race_rollbacks_amounts', sql`${table.stake} > 0 and ${table.points} >= 0`),
  ],
)
