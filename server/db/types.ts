import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** The query builder, whichever driver is behind it. Write queries against this type only. */
export type Db = PgDatabase<PgQueryResultHKT>
