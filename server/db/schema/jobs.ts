import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { instant } from '../columns'

/**
 * One row per periodic job (services/jobs): which process runs it and until when. A process runs a tick of
 * the job only while its lease is live, renews it every third of JOB_LEASE_SECONDS, and another process
 * takes the job once the lease has expired (its holder died or hung). The tick counters prove that no two
 * processes ever ran the job at once.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    job: text('job').primaryKey(),
    /** The holding process: a random id of its own, and where it runs (for people reading the row). */
    holder: text('holder').notNull(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    /** Bumped each time another process takes the lease: a tick begun under one term ends under it. */
    term: bigint('term', { mode: 'number' }).notNull().default(1),
    acquiredAt: instant('acquired_at').notNull().defaultNow(),
    heartbeatAt: instant('heartbeat_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** Ticks begun, by every holder. */
    runs: bigint('runs', { mode: 'number' }).notNull().default(0),
    /** The holder's tick under way since then; null between ticks. */
    runningSince: instant('running_since'),
    /** Ticks that ended after their process had lost the lease, so possibly beside the next holder's. */
    overlaps: integer('overlaps').notNull().default(0),
    lastSuccessAt: instant('last_success_at'),
  },
  (table) => [check('job_leases_counts', sql`${table.runs} >= 0 and ${table.overlaps} >= 0`)],
)
