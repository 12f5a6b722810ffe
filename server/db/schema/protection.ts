import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import {
  EXCLUSION_TERMS,
  type ExclusionTerm,
  LIMIT_KEYS,
  type LimitKey,
  PROTECTION_EVENTS,
  type ProtectionEvent,
} from '../../../src/contract/protection'
import { oneOf } from '../checks'
import { money } from '../money'
import { users } from './users'

/**
 * Player protection (issue 18, docs/compliance.md): the player's own limits, cool-off or self-exclusion,
 * losses by São Paulo day, and the audit log of every protection event.
 */

/**
 * A player's limit (one row per limit set at any time). `value` applies now (null: none); a raise or a
 * removal waits 24 hours in `pendingValue` until `pendingAt` (pendingAt null: nothing waiting). Readers
 * take the pending value once its time has come (effective value), so nothing needs to run at that time.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').$type<LimitKey>().notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    check('player_limits_key_known', oneOf(table.key, LIMIT_KEYS)),
    check('player_limits_value_positive', sql`${table.value} is null or ${table.value} > 0`),
    check('player_limits_pending_positive', sql`${table.pendingValue} is null or ${table.pendingValue} > 0`),
  ],
)

/**
 * The player's protection settings: the reality-check interval (null: the operator's default) and the
 * current or last cool-off / self-exclusion. An exclusion is active while `excludedUntil` is in the future,
 * or for ever when the term is permanent (excludedUntil null). Only ever extended, never shortened.
 */
export const playerProtection = pgTable(
  'player_protection',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    realityCheckMinutes: integer('reality_check_minutes'),
    exclusionTerm: text('exclusion_term').$type<ExclusionTerm>(),
    excludedSince: timestamp('excluded_since', { withTimezone: true }),
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
  },
  (table) => [
    check(
      'player_protection_term_known',
      sql`${table.exclusionTerm} is null or ${oneOf(table.exclusionTerm, EXCLUSION_TERMS)}`,
    ),
    check(
      'player_protection_term_has_end',
      sql`${table.exclusionTerm} is null or (${table.excludedSince} is not null and (${table.exclusionTerm} = 'permanent') = (${table.excludedUntil} is null))`,
    ),
  ],
)

/**
 * Net loss (stakes − wins, centavos; negative when ahead) by player and São Paulo calendar day, kept by
 * ficha_play_round in the round's own statement: the loss limits of a day, week or month add up at most 31
 * rows.
 */
export const playDays = pgTable(
  'play_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    netLoss: money('net_loss').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
)

/** Every protection event: limits set, exclusions, identity changes, refusals, held deposits, lookups. */
export const protectionLog = pgTable(
  'protection_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<ProtectionEvent>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The operator who acted or looked; null for the player or the system. */
    actorId: integer('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('protection_log_event_known', oneOf(table.event, PROTECTION_EVENTS)),
    index('protection_log_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
  ],
)
