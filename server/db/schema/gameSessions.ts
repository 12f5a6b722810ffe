import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { games } from './catalogue'
import { sessions } from './sessions'
import { users } from './users'

/**
 * One opening of a game (index/in_game). The launch URL carries a single-use launch token valid for a few
 * minutes; exchanging it (game/open) sets the game token the game page uses for its calls. Only SHA-256
 * hashes of both tokens are kept. The game session dies with the login session it came from.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('game_sessions_user_idx').on(table.userId)],
)

export type GameSession = typeof gameSessions.$inferSelect
