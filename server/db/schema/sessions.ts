import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId, instant } from '../columns'
import { playerId } from './users'

/** Login sessions. Only the SHA-256 of the token is kept, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    userId: playerId('cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** Sliding idle timeout: a session unused for the idle period expires. */
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    /** Absolute lifetime, however active the session is. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /**
     * When this login session first opened a game (index/in_game): the start of its play for the reality
     * check and the session time limit. Null until then.
     */
    playStartedAt: instant('play_started_at'),
    /** When this session passed the console's second factor (TOTP or a recovery code); null: not yet. */
    secondFactorAt: instant('second_factor_at'),
    /**
     * The address and browser (user agent) of the session's first console call, or of the call that passed
     * the second factor: a console call from another ends the session.
     */
    consoleIp: text('console_ip'),
    consoleAgent: text('console_agent'),
    /** The session's last console call: idle past CONSOLE_IDLE_MINUTES, the session ends. */
    consoleUsedAt: instant('console_used_at'),
    /** The client address and browser (User-Agent, at most 300 characters) it logged in from: the console's devices. */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)
