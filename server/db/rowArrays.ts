import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '.'

const dialect = new PgDialect()

/**
 * A query read in array mode, both drivers: each row an array of its column values in select order, with no
 * object per row (drizzle's own select path; `db.execute` builds an object per row). For long reads whose
 * rows are only passed through, such as the CSV export: fewer allocations per row, less garbage.
 */
export const rowArrays = <T>(db: Db, query: SQL, read: (rows: unknown[][]) => T): Promise<T> =>
  db._.session
    .prepareQuery<{ execute: T; all: unknown; values: unknown }>(
      dialect.sqlToQuery(query),
      undefined,
      undefined,
      true,
      read,
    )
    .execute()
