import {
  REGULATOR_FILE_KINDS,
  REGULATOR_FILE_STATUSES,
  type RegulatorDayStatus,
  type RegulatorFileKind,
  type RegulatorFileStatus,
} from '@src/contract/regulator-values'
import { sql } from 'drizzle-orm'
import { check, customType, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { oneOf } from '../checks'
import { instant } from '../columns'
import { users } from './users'

/** The bytes of a file: a Buffer on both drivers (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * The regulator's daily files (Ordinance SPA/MF 722/2024, docs/compliance.md): one row per
 * São Paulo day built, claimed by the build that runs it (status building) so that the job and an operator's
 * rebuild never build the same day at once.
 */
export const regulatorDays = pgTable(
  'regulator_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    status: text('status').$type<RegulatorDayStatus>().notNull(),
    /** When the running (or last) build started: a build left 'building' for an hour is taken over. */
    startedAt: instant('started_at').notNull().defaultNow(),
    /** When the last build finished (ready or failed). */
    builtAt: instant('built_at'),
    /** The operator who asked for the last build; null for the job. */
    actorId: integer('actor_id').references(() => users.id),
    /** Why the last build failed as a whole (a part's own failure is on the part). */
    error: text('error'),
  },
  (table) => [check('regulator_days_status_known', oneOf(table.status, REGULATOR_FILE_STATUSES))],
)

/**
 * One part of one file of a day (at most 7,000 records, services/regulator/sigapLayout.ts): its XML bytes,
 * their SHA-256, the record count and totals (centavos) checked against the ledger, and the validator's
 * message when the supplied XSD refused it. A part is 'ready' only after both checks passed.
 */
export const regulatorFiles = pgTable(
  'regulator_files',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => regulatorDays.day),
    kind: text('kind').$type<RegulatorFileKind>().notNull(),
    part: integer('part').notNull(),
    status: text('status').$type<RegulatorFileStatus>().notNull(),
    sha256: text('sha256').notNull(),
    records: integer('records').notNull(),
    /** The part's sums in centavos, by name (stake, prize; amount): what the totals check compared. */
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    error: text('error'),
    content: bytes('content').notNull(),
    builtAt: instant('built_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.kind, table.part] }),
    check('regulator_files_kind_known', oneOf(table.kind, REGULATOR_FILE_KINDS)),
    check('regulator_files_status_known', oneOf(table.status, REGULATOR_FILE_STATUSES)),
    check('regulator_files_part_positive', sql`${table.part} >= 1`),
  ],
)
