import { sql } from 'drizzle-orm'
import {
  check,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { money } from '../money'
import { games } from './catalogue'

/**
 * The reports' daily summaries (services/reports, docs/reports.md): each closed São Paulo day is summed
 * once from the ledger and the rounds, in one transaction that replaces the day's rows (rebuilding a day
 * is idempotent), then read instead of millions of entries. Today and any day not built yet are summed
 * live from the same queries.
 */

/** The days summed, and when. */
export const reportDays = pgTable('report_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The ledger of one day by account kind (house shards summed) and reason; `detail` splits the rewards by
 * promotion (rewards.kind, 'provider_promo' for a provider's promotional credit), '' otherwise.
 */
export const reportLedgerDays = pgTable(
  'report_ledger_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountKind: text('account_kind').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull(),
    /** Centavos credited (positive entries) and debited (negative entries, as a positive sum). */
    credits: money('credits').notNull(),
    debits: money('debits').notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.accountKind, table.reason, table.detail] })],
)

/**
 * Settled rounds of one day (by the day they ended) per game and player channel ('direct', 'invited' for a
 * player with an inviter, 'demo' for the seed's demo players). The ratio sums are of win / bet over rounds
 * with a stake, for the observed RTP's standard deviation.
 */
export const reportGameDays = pgTable(
  'report_game_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    channel: text('channel').notNull(),
    rounds: integer('rounds').notNull(),
    stakes: money('stakes').notNull(),
    wins: money('wins').notNull(),
    staked: integer('staked').notNull(),
    ratioSum: doublePrecision('ratio_sum').notNull(),
    ratioSquares: doublePrecision('ratio_squares').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.gameId, table.channel] }),
    check('report_game_days_channel_known', sql`${table.channel} in ('direct', 'invited', 'demo')`),
  ],
)
