import { CODE_PURPOSES } from '@src/contract/user'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const purposeList = sql.raw(CODE_PURPOSES.map((purpose) => `'${purpose}'`).join(', '))

/** One-time codes sent by SMS. Only a hash of the code is kept; rows also count sends for the rate limits. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    check('verification_codes_purpose', sql`${table.purpose} in (${purposeList})`),
    index('verification_codes_phone_idx').on(table.phone, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
)
