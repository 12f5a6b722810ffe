import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bigIdentityId, instant, reference } from '../columns'
import { money } from '../money'
import { games } from './catalogue'
import { seedPairs } from './fairness'
import { providerRounds } from './providers'
import { playerId } from './users'

/**
 * One game round of one player: played by the game engine, paid through the ledger, read by the live
 * feed (bet/getWinList) and the play records. Nothing here is ever typed in by hand.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: bigIdentityId(),
    userId: playerId(),
    gameId: reference('game_id', () => games.id),
    /** Centavos staked. */
    bet: money('bet').notNull(),
    /** Centavos paid back to the player (the settled amount); 0 for a lost round. */
    win: money('win').notNull().default(0),
    profit: money('profit').generatedAlwaysAs(sql`win - bet`),
    settled: boolean('settled').notNull().default(false),
    startedAt: instant('started_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
    /**
     * Provable fairness: the pair of seeds played (its server seed is revealed on rotation), the commitment
     * and client seed as shown when the round was played, and the round's nonce under the pair.
     */
    seedPairId: integer('seed_pair_id').references(() => seedPairs.id),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    /** The game page's id for the spin request: a retry with the same id answers this round, charging once. */
    clientRoundId: text('client_round_id'),
    /**
     * A provider's round (provider_rounds) shown here like an original's, for the play records, the live
     * feed and the lobby rows: written in the money transaction of each of its wallet calls.
     */
    providerRoundId: bigint('provider_round_id', { mode: 'number' }).references(() => providerRounds.id),
  },
  (table) => [
    // A provider's round may be a free one (no bet), or hear its win before its bet.
    check('rounds_bet_positive', sql`${table.bet} > 0 or ${table.providerRoundId} is not null`),
    check('rounds_bet_not_negative', sql`${table.bet} >= 0`),
    check('rounds_win_not_negative', sql`${table.win} >= 0`),
    check('rounds_settled_has_end', sql`${table.settled} = (${table.endedAt} is not null)`),
    // NULLS FIRST is what a plain ORDER BY ... DESC means: only then can the newest rows come straight
    // from the index (drizzle's desc() alone writes NULLS LAST).
    index('rounds_feed_idx')
      .on(table.endedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.settled}`),
    uniqueIndex('rounds_provider_round_unique').on(table.providerRoundId),
    uniqueIndex('rounds_client_round_unique').on(table.userId, table.clientRoundId),
    index('rounds_player_idx').on(
      table.userId,
      table.startedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
)
