import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { bigIdentityId, instant } from '../columns'
import { users } from './users'

/**
 * The operator audit log: one append-only row per operator action or refused call,
 * written in the transaction of the change it records. `target` names what was acted on (`user:42`,
 * `game:fruta-tropical`); before and after hold the values the action changed.
 *
 * The rows form a chain in id order: `hash` covers the row's fields and `prev_hash` (the hash of the row
 * before, 64 zeros for the first). Keyed rows hash with HMAC-SHA256 under AUDIT_CHAIN_KEY, which the
 * database never holds; rows written before the key existed keep their plain SHA-256. services/audit
 * computes it under the chain head's row lock, and triggers (migrations 0023, 0035) refuse UPDATE, DELETE
 * and TRUNCATE, and move the head with each insert; `npm run audit:verify` re-computes it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigIdentityId(),
    /** The operator; null for the system (a job) or a caller not logged in. */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
    ip: text('ip'),
    at: instant('at').notNull().defaultNow(),
    /** The previous row's hash (hex), 64 zeros for the first row. */
    prevHash: text('prev_hash').notNull(),
    /** The hash (hex) of this row's canonical serialization and prev_hash (services/audit/chain.ts). */
    hash: text('hash').notNull(),
    /** HMAC-SHA256 under AUDIT_CHAIN_KEY; false only for the rows written before the chain was keyed. */
    keyed: boolean('keyed').notNull().default(false),
  },
  (table) => [
    index('audit_log_target_idx').on(table.target, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
  ],
)

/**
 * The chain's head: one row (id 1), locked FOR UPDATE by every writer of audit_log inside its transaction,
 * so that two transactions never chain onto the same previous row. It also lets audit:verify notice rows
 * cut from the end of the log. Only audit_log's insert trigger moves it, onto the row just chained
 * (migration 0035); a direct UPDATE is refused.
 */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: integer('id').primaryKey(),
    /** The newest row's id, 0 before the first. */
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
    lastHash: text('last_hash').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [check('audit_chain_head_one_row', sql`${table.id} = 1`)],
)
