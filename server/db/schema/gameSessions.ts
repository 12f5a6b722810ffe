import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { games } from './catalogue'
import { sessions } from './sessions'
import { playerId } from './users'

/**
 * One opening of a game (index/in_game). The launch URL carries a single-use launch token valid for a few
 * minutes; exchanging it (game/open) sets the game token the game page uses for its calls. Only SHA-256
 * hashes of both tokens are kept. The game session dies with the login session it came from.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: playerId('cascade'),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    loginSessionId: integer('login_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    /** Set once, when the launch token is exchanged; a second exchange finds it set and is refused. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Ended by player protection (issue 18): a self-exclusion or the session time limit. Its calls are then
     * refused with that reason's code rather than as an expired session.
     */
    endedBy: text('ended_by').$type<'selfExcluded' | 'sessionTime'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Automatic transfer was on when the game opened: the wallet moved in, the game balance goes back out. */
    autoTransfer: boolean('auto_transfer').notNull().default(false),
    /** The player left the game (index/out_game). */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The game balance went back to the wallet after this session ended (or nothing was left to move). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    index('game_sessions_user_idx').on(table.userId),
    index('game_sessions_to_return_idx')
      .on(table.userId)
      .where(sql`${table.autoTransfer} and ${table.returnedAt} is null`),
  ],
)

export type GameSession = typeof gameSessions.$inferSelect
