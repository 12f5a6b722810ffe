import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { playerId } from './users'

/** Login sessions. Only the SHA-256 of the token is kept, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: playerId('cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding idle timeout: a session unused for the idle period expires. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute lifetime, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When this login session first opened a game (index/in_game): the start of its play for the reality
     * check and the session time limit (issue 18). Null until then.
     */
    playStartedAt: timestamp('play_started_at', { withTimezone: true }),
    /** When this session passed the console's second factor (TOTP or a recovery code); null: not yet. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * The address and browser (user agent) of the session's first console call, or of the call that passed
     * the second factor: a console call from another ends the session (issue 26).
     */
    consoleIp: text('console_ip'),
    consoleAgent: text('console_agent'),
    /** The session's last console call: idle past CONSOLE_IDLE_MINUTES, the session ends. */
    consoleUsedAt: timestamp('console_used_at', { withTimezone: true }),
    /** The client address and browser (User-Agent, at most 300 characters) it logged in from: the console's devices. */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)
