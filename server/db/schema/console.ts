import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { playerId } from './users'

/**
 * A console account's second factor (issue 26): its TOTP secret (RFC 6238), encrypted with CONSOLE_TOTP_KEY
 * when that is set and never returned once confirmed. A row without confirmed_at is an enrolment under way.
 */
export const operatorTotp = pgTable('operator_totp', {
  userId: playerId('cascade').primaryKey(),
  /** 'aes:<iv>.<tag>.<ciphertext>' (base64url) with CONSOLE_TOTP_KEY, else 'raw:<base32>'. */
  secret: text('secret').notNull(),
  /** The 30-second step of the last code accepted: a code is used once, and never an older one. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
})

/** The ten single-use recovery codes given at enrolment, kept as SHA-256 hashes only. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: playerId('cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_user_idx').on(table.userId, table.codeHash)],
)
