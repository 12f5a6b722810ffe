import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, identityId, instant } from '../columns'
import { playerId } from './users'

/**
 * A player's pair of seeds for provably fair rounds (docs/games.md): one active pair per player, shared by
 * every title. The server seed stays secret while the pair is active (only its SHA-256 is shown); rotating
 * retires the pair, which reveals the seed, and starts a new one. The nonce counts the pair's rounds.
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: identityId(),
    userId: playerId(),
    /** 64 hex characters; secret until revealedAt. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of the server seed, shown before any round is played under it. */
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round; equals the number of rounds played under the pair. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAt(),
    /** When the pair was retired and its server seed revealed; null while it is the active pair. */
    revealedAt: instant('revealed_at'),
  },
  (table) => [
    uniqueIndex('seed_pairs_active_unique').on(table.userId).where(sql`${table.revealedAt} is null`),
    index('seed_pairs_user_idx').on(table.userId, table.id),
    check('seed_pairs_nonce_not_negative', sql`${table.nonce} >= 0`),
    check(
      'seed_pairs_client_seed_format',
      sql`length(${table.clientSeed}) between 1 and 64 and position(':' in ${table.clientSeed}) = 0`,
    ),
  ],
)

export type SeedPair = typeof seedPairs.$inferSelect
