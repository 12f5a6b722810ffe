import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Failed logins, counted per account and per IP to throttle password guessing across server processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_phone_idx').on(table.phone, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
)
