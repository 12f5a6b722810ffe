import { CODE_PURPOSES } from '@src/contract/user'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId, instant } from '../columns'

const purposeList = sql.raw(CODE_PURPOSES.map((purpose) => `'${purpose}'`).join(', '))

/** One-time codes sent by SMS. Only a hash of the code is kept; rows also count sends for the rate limits. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: identityId(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
  },
  (table) => [
    check('verification_codes_purpose', sql`${table.purpose} in (${purposeList})`),
    index('verification_codes_phone_idx').on(table.phone, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
)
