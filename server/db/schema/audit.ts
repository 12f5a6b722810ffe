import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * The operator audit log (issue 26 item 5): one append-only row per operator action or refused call,
 * written in the transaction of the change it records. `target` names what was acted on (`user:42`,
 * `game:fruta-tropical`); before and after hold the values the action changed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The operator; null for the system (a job) or a caller not logged in. */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_target_idx').on(table.target, table.id)],
)
