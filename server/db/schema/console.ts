import { ALERT_KINDS, type AlertKind } from '@src/contract/alerts'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, updatedAt } from '../columns'
import { playerId } from './users'

/**
 * A console account's second factor: its TOTP secret (RFC 6238), encrypted with CONSOLE_TOTP_KEY
 * when that is set and never returned once confirmed. A row without confirmed_at is an enrolment under way.
 */
export const operatorTotp = pgTable('operator_totp', {
  userId: playerId('cascade').primaryKey(),
  /** 'aes:<iv>.<tag>.<ciphertext>' (base64url) with CONSOLE_TOTP_KEY, else 'raw:<base32>'. */
  secret: text('secret').notNull(),
  /** The 30-second step of the last code accepted: a code is used once, and never an older one. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: createdAt(),
  confirmedAt: instant('confirmed_at'),
})

/**
 * The ten single-use recovery codes given at enrolment, kept as argon2id hashes only (those given before
 * argon2id as unsalted SHA-256, still accepted until used).
 */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: identityId(),
    userId: playerId('cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('operator_recovery_codes_user_idx').on(table.userId, table.codeHash)],
)

/**
 * The console's alerts (src/contract/alerts.ts): at most one open per kind, its details replaced at each run of
 * the job that keeps it, closed (closed_at) when the cause is gone; closed ones stay as their history.
 */
export const consoleAlerts = pgTable(
  'console_alerts',
  {
    id: identityId(),
    kind: text('kind').$type<AlertKind>().notNull(),
    details: jsonb('details').$type<unknown>().notNull(),
    openedAt: instant('opened_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    closedAt: instant('closed_at'),
  },
  (table) => [
    check('console_alerts_kind_known', oneOf(table.kind, ALERT_KINDS)),
    uniqueIndex('console_alerts_open_kind').on(table.kind).where(sql`${table.closedAt} is null`),
  ],
)
