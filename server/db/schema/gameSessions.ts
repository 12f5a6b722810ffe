import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId, instant, reference } from '../columns'
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
    id: identityId(),
    userId: playerId('cascade'),
    gameId: reference('game_id', () => games.id),
    loginSessionId: reference('login_session_id', () => sessions.id, { onDelete: 'cascade' }),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    launchExpiresAt: instant('launch_expires_at').notNull(),
    /** Set once, when the launch token is exchanged; a second exchange finds it set and is refused. */
    openedAt: instant('opened_at'),
    tokenHash: text('token_hash').unique(),
    lastUsedAt: instant('last_used_at'),
    expiresAt: instant('expires_at'),
    /**
     * Ended by player protection: a self-exclusion or the session time limit. Its calls are then
     * refused with that reason's code rather than as an expired session.
     */
    endedBy: text('ended_by').$type<'selfExcluded' | 'sessionTime'>(),
    createdAt: createdAt(),
    /** Automatic transfer was on when the game opened: the wallet moved in, the game balance goes back out. */
    autoTransfer: boolean('auto_transfer').notNull().default(false),
    /** The player left the game (index/out_game). */
    leftAt: instant('left_at'),
    /** The game balance went back to the wallet after this session ended (or nothing was left to move). */
    returnedAt: instant('returned_at'),
  },
  (table) => [
    index('game_sessions_user_idx').on(table.userId),
    index('game_sessions_to_return_idx')
      .on(table.userId)
      .where(sql`${table.autoTransfer} and ${table.returnedAt} is null`),
  ],
)

export type GameSession = typeof gameSessions.$inferSelect
