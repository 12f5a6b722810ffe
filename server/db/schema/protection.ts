import {
  BAN_ANSWERS,
  BAN_CHECK_OCCASIONS,
  BAN_STATUSES,
  type BanAnswer,
  type BanCheckOccasion,
  type BanStatus,
  EXCLUSION_TERMS,
  type ExclusionTerm,
  LIMIT_KEYS,
  type LimitKey,
  PROTECTION_EVENTS,
  type ProtectionEvent,
} from '@src/contract/protection'
import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { createdAt, identityId, instant, updatedAt } from '../columns'
import { money } from '../money'
import { playerId, users } from './users'

/**
 * Player protection (docs/compliance.md): the player's own limits, cool-off or self-exclusion,
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
    userId: playerId('cascade'),
    key: text('key').$type<LimitKey>().notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingAt: instant('pending_at'),
    updatedAt: updatedAt(),
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
    excludedSince: instant('excluded_since'),
    excludedUntil: instant('excluded_until'),
    /**
     * The national ban list (SIGAP "Impedidos"): when the player's CPF was last checked with a
     * clear or banned answer (the daily login check and the 15-day sweep read it), when it was found
     * banned (play and deposits stop, withdrawals stay open) and when the account was closed (its balance
     * returned, its sessions ended, no more log-in). docs/compliance.md, National ban list.
     */
    banCheckedAt: instant('ban_checked_at'),
    bannedAt: instant('banned_at'),
    closedAt: instant('closed_at'),
    /**
     * Which national status the finding named (its flow: services/protection/banList.ts STATUS_FLOWS), when
     * the player was told by SMS (the in-app notice goes with the finding), and when what no refund reached
     * within the 180 days went to the destination the rule names.
     */
    banStatus: text('ban_status').$type<BanStatus>(),
    banNoticeSentAt: instant('ban_notice_sent_at'),
    unclaimedAt: instant('unclaimed_at'),
    /**
     * An operator stopped this player's play (admin/player_block): the play gate refuses spins,
     * launches, conversions and provider debits ('blocked'); withdrawals stay open. Null: not blocked.
     */
    playBlockedAt: instant('play_blocked_at'),
    /**
     * The player's own pause (index/pause): while pausedUntil is in the future the play gate refuses play
     * ('paused') and top-ups are refused or held; withdrawals stay open. pauseEndAskedAt: the player asked
     * to end it early (index/pause_end), which brought pausedUntil to 24 hours after asking.
     */
    pausedSince: instant('paused_since'),
    pausedUntil: instant('paused_until'),
    pauseEndAskedAt: instant('pause_end_asked_at'),
    /**
     * The start of the player's play session as the operator's maximum session length counts it
     * (SESSION_MAX_MINUTES): set by the launch that starts play when none runs, across login sessions.
     */
    playSessionStartedAt: instant('play_session_started_at'),
  },
  (table) => [
    check(
      'player_protection_term_known',
      sql`${table.exclusionTerm} is null or ${oneOf(table.exclusionTerm, EXCLUSION_TERMS)}`,
    ),
    check(
      'player_protection_ban_status_known',
      sql`${table.banStatus} is null or ${oneOf(table.banStatus, BAN_STATUSES)}`,
    ),
    index('player_protection_banned_idx')
      .on(table.bannedAt)
      .where(sql`${table.bannedAt} is not null and ${table.closedAt} is null`),
    check(
      'player_protection_pause_dated',
      sql`(${table.pausedSince} is null) = (${table.pausedUntil} is null) and (${table.pausedUntil} is null or ${table.pausedUntil} > ${table.pausedSince})`,
    ),
    check(
      'player_protection_term_has_end',
      sql`${table.exclusionTerm} is null or (${table.excludedSince} is not null and (${table.exclusionTerm} = 'permanent') = (${table.excludedUntil} is null))`,
    ),
  ],
)

/**
 * Net loss (stakes − wins, centavos; negative when ahead) by player and São Paulo calendar day, kept by
 * ficha_play_rounds in the round's own statement: the loss limits of a day, week or month add up at most 31
 * rows.
 */
export const playDays = pgTable(
  'play_days',
  {
    userId: playerId('cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    netLoss: money('net_loss').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
)

/** Every protection event: limits set, exclusions, identity changes, refusals, held deposits, lookups. */
export const protectionLog = pgTable(
  'protection_log',
  {
    id: identityId(),
    userId: playerId('cascade'),
    event: text('event').$type<ProtectionEvent>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The operator who acted or looked; null for the player or the system. */
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('protection_log_event_known', oneOf(table.event, PROTECTION_EVENTS)),
    index('protection_log_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
  ],
)

/**
 * Evidence of every national ban list check (what was checked, when, on which occasion, the answer and the
 * list's reference): kept for the regulator. userId is null for a sign-up refused before any account.
 */
export const banChecks = pgTable(
  'ban_checks',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cpf: text('cpf').notNull(),
    occasion: text('occasion').$type<BanCheckOccasion>().notNull(),
    answer: text('answer').$type<BanAnswer>().notNull(),
    /** The adapter that answered (development, http) and the list's own reference or error. */
    source: text('source').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    checkedAt: instant('checked_at').notNull().defaultNow(),
  },
  (table) => [
    check('ban_checks_occasion_known', oneOf(table.occasion, BAN_CHECK_OCCASIONS)),
    check('ban_checks_answer_known', oneOf(table.answer, BAN_ANSWERS)),
    index('ban_checks_user_idx').on(table.userId, table.checkedAt),
    index('ban_checks_cpf_idx').on(table.cpf, table.checkedAt),
  ],
)
