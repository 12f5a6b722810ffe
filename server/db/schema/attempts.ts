import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { instant } from '../columns'

/**
 * One counter per throttled thing (a login by phone and address, codes sent by an address today, uploads
 * by a player this hour...). Every attempt is counted by one upsert on its row that also decides whether
 * it may go ahead, so simultaneous attempts, in one process or many, are counted one by one.
 */
export const attemptCounters = pgTable('attempt_counters', {
  /** What is counted, e.g. 'login:pair:+5511...|10.0.0.1' or 'code:ip:10.0.0.1'. */
  key: text('key').primaryKey(),
  /** Attempts since windowStart (or, for a guard, since the last success). */
  count: integer('count').notNull(),
  windowStart: instant('window_start').notNull().defaultNow(),
  /** A guard's next allowed attempt: later and later after each failure past the free ones. */
  nextAt: instant('next_at').notNull().defaultNow(),
  /** A guard's phone once logged in from this address: the per-account ceiling does not stop it. */
  trusted: boolean('trusted').notNull().default(false),
})
