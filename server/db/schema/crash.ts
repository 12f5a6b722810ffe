import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { bigIdentityId, createdAt, identityId, instant, reference } from '../columns'
import { money } from '../money'
import { rounds } from './rounds'
import { playerId } from './users'

/**
 * The crash game (docs/games.md, Crash): its hash chains, its rounds and the players' bets. Every instant is
 * the database's clock; a round's whole schedule is written when it is created, so any process can tell its
 * phase and settle it (services/crash).
 */

/**
 * A hash chain the rounds draw from: link 0 is `secret` (never shown), link k + 1 is SHA-256 of link k's hex,
 * `length` links; the terminating hash (link `length`) is published before the chain's first round, and round
 * `firstRound + p` plays link `length - 1 - p`. The salt is public from the start. The edge is the setting
 * (console: admin/crash_settings) that rounds created from now on take.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: identityId(),
    secret: text('secret').notNull(),
    length: integer('length').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    salt: text('salt').notNull(),
    /** The house edge in basis points (300 = 3 %) of the rounds created from now on. */
    edgeBps: integer('edge_bps').notNull().default(300),
    /** The round number of the chain's first round. */
    firstRound: integer('first_round').notNull(),
    /** Links played so far. */
    position: integer('position').notNull().default(0),
    publishedAt: createdAt(),
  },
  (table) => [
    check('crash_chains_edge_range', sql`${table.edgeBps} >= 0 and ${table.edgeBps} < 10000`),
    check(
      'crash_chains_position_range',
      sql`${table.position} >= 0 and ${table.position} <= ${table.length}`,
    ),
    uniqueIndex('crash_chains_first_round_unique').on(table.firstRound),
  ],
)

/**
 * One round, numbered 1 upwards. Its seed (link of the chain) and crash point are fixed at creation and shown
 * only once crashAt has passed; crashAt = flightStartsAt + msToReach(crashPoint) (src/crash/curve.ts).
 * settledAt: every bet of the round settled (after the crash).
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    round: integer('round').primaryKey(),
    chainId: reference('chain_id', () => crashChains.id),
    /** The link's index in its chain. */
    link: integer('link').notNull(),
    seed: text('seed').notNull(),
    /** Hundredths (100 = 1.00×). */
    crashPoint: integer('crash_point').notNull(),
    edgeBps: integer('edge_bps').notNull(),
    bettingStartsAt: instant('betting_starts_at').notNull(),
    bettingEndsAt: instant('betting_ends_at').notNull(),
    flightStartsAt: instant('flight_starts_at').notNull(),
    crashAt: instant('crash_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    check('crash_rounds_point_range', sql`${table.crashPoint} >= 100`),
    check(
      'crash_rounds_schedule',
      sql`${table.bettingStartsAt} <= ${table.bettingEndsAt} and ${table.bettingEndsAt} <= ${table.flightStartsAt} and ${table.flightStartsAt} <= ${table.crashAt}`,
    ),
    index('crash_rounds_open_idx').on(table.crashAt).where(sql`${table.settledAt} is null`),
  ],
)

export const CRASH_BET_STATES = ['open', 'cashed', 'lost'] as const

/**
 * A player's bet in a round (slot 1 or 2): the stake left the game balance when it was placed (ledger key
 * crash:bet:<id>), a cash-out paid the win (crash:win:<id>); a lost bet moves nothing more. Shown to the rest
 * of the product as a row of `rounds` (shownRoundId): open until settled, then its bet and win, for the live
 * feed, the play records, the reports and the regulator's files.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigIdentityId(),
    round: integer('round')
      .notNull()
      .references(() => crashRounds.round),
    userId: playerId(),
    slot: smallint('slot').notNull(),
    clientBetId: text('client_bet_id').notNull(),
    stake: money('stake').notNull(),
    /** Hundredths; null: manual cash-out only. */
    autoCashout: integer('auto_cashout'),
    /** When the flight reaches autoCashout: flightStartsAt + msToReach(autoCashout). */
    autoAt: instant('auto_at'),
    state: text('state').$type<(typeof CRASH_BET_STATES)[number]>().notNull().default('open'),
    /** The multiplier paid, hundredths. */
    cashedOutAt: integer('cashed_out_at'),
    win: money('win').notNull().default(0),
    /** The house's sub-account the stake went to; the win comes from it. */
    houseShard: smallint('house_shard').notNull(),
    /** The login session the bet came from (its play gate). */
    loginSessionId: integer('login_session_id'),
    placedAt: instant('placed_at').notNull(),
    /** The cash-out's receipt (or the automatic one's instant), or the crash for a lost bet. */
    settledAt: instant('settled_at'),
    shownRoundId: bigint('shown_round_id', { mode: 'number' }).references(() => rounds.id),
  },
  (table) => [
    check('crash_bets_slot_known', sql`${table.slot} in (1, 2)`),
    check('crash_bets_stake_positive', sql`${table.stake} > 0`),
    check('crash_bets_state_known', oneOf(table.state, CRASH_BET_STATES)),
    uniqueIndex('crash_bets_client_unique').on(table.userId, table.clientBetId),
    uniqueIndex('crash_bets_slot_unique').on(table.round, table.userId, table.slot),
    index('crash_bets_round_idx').on(table.round, table.id),
    index('crash_bets_open_auto_idx')
      .on(table.round, table.autoAt)
      .where(sql`${table.state} = 'open' and ${table.autoAt} is not null`),
  ],
)
