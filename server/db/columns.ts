import { bigint, integer, type ReferenceConfig, timestamp } from 'drizzle-orm/pg-core'

/**
 * The columns most tables share, written once for every schema file: the numbered primary key, the instant
 * columns (every instant of the schema is a timestamptz) and the write times.
 */

/** An integer primary key the database numbers (GENERATED ALWAYS AS IDENTITY). */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity()

/** A bigint primary key the database numbers, for the tables that grow with play (rounds, ledger, calls). */
export const bigIdentityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()

/** An instant: a timestamp with time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was written: now, by default. */
export const createdAt = () => instant('created_at').notNull().defaultNow()

/** When the row last changed: now, by default; the writer sets it on each update. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow()

/** A required reference to another table's integer key: `reference('game_id', () => games.id)`. */
export const reference = (
  name: string,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(target, actions)

/** A required reference to another table's bigint key, as `reference` for the tables that grow with play. */
export const bigReference = (name: string, target: ReferenceConfig['ref']) =>
  bigint(name, { mode: 'number' }).notNull().references(target)
