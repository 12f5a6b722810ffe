import { sql } from 'drizzle-orm'
import { check, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { instant, reference } from '../columns'
import { money } from '../money'
import { games } from './catalogue'

/**
 * The reports' hourly summaries (services/reports, docs/reports.md): each closed hour is summed once from
 * the ledger and the rounds, in the transaction that stamps it built (rebuilding an hour is idempotent),
 * then read instead of millions of entries; only the hour under way is summed live. Hours are UTC hours
 * (date_trunc('hour')): São Paulo's offset is whole hours, so its days are made of whole hours.
 */
const hour = () => instant('hour').notNull()

/** The hours summed, and when. */
export const reportHours = pgTable('report_hours', {
  hour: instant('hour').primaryKey(),
  builtAt: instant('built_at').notNull().defaultNow(),
})

/**
 * The ledger of one hour by account kind (house shards summed) and reason; `detail` splits the rewards by
 * promotion (rewards.kind, 'provider_promo' for a provider's promotional credit), '' otherwise.
 */
export const reportLedgerHours = pgTable(
  'report_ledger_hours',
  {
    hour: hour(),
    accountKind: text('account_kind').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull(),
    /** Centavos credited (positive entries) and debited (negative entries, as a positive sum). */
    credits: money('credits').notNull(),
    debits: money('debits').notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.accountKind, table.reason, table.detail] })],
)

/**
 * Settled rounds of one hour (by their end) per game and player channel ('direct', 'invited' for a player
 * with an inviter, 'demo' for the seed's demo players). The ratio sums are of win / bet over the rounds with
 * a stake (`staked` of them), for the observed RTP's standard deviation.
 */
export const reportGameHours = pgTable(
  'report_game_hours',
  {
    hour: hour(),
    gameId: reference('game_id', () => games.id),
    channel: text('channel').notNull(),
    rounds: integer('rounds').notNull(),
    stakes: money('stakes').notNull(),
    wins: money('wins').notNull(),
    staked: integer('staked').notNull(),
    ratioSum: doublePrecision('ratio_sum').notNull(),
    ratioSquares: doublePrecision('ratio_squares').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.gameId, table.channel] }),
    check('report_game_hours_channel_known', sql`${table.channel} in ('direct', 'invited', 'demo')`),
  ],
)
