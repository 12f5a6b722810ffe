import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Config } from '../config'
import { serverPath } from '../paths'
import { lockDataDir } from './dataDirLock'
import { type Listen, PostgresListener, pgliteListen } from './listen'
import { applyFunctions } from './sqlFunctions'

/** The query builder, whichever driver is behind it. Write queries against this type only. */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** LISTEN/NOTIFY: every server process sharing the database hears what one of them notifies. */
  listen: Listen
  /** Connections of the pool (PostgreSQL): open, idle, and calls waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number }
  /** A copy of the data directory (PGlite), which `pgliteTemplate` opens again (OpenOptions). */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

const migrationsFolder = serverPath('db/migrations')

/** Any number works: it only has to be the same in every server process sharing the database. */
const MIGRATION_LOCK = 0x66696368

/** How to open: `pgliteTemplate`, a data directory dumped by PGlite's dumpDataDir, is what an in-memory PGlite
 * starts from instead of an empty cluster (the tests' seeded template: tests/support/databaseTemplate.ts). */
export interface OpenOptions {
  pgliteTemplate?: Blob
}

const openPglite = async (config: Config, options: OpenOptions): Promise<Database> => {
  const memory = config.dataDir.startsWith('memory://')
  const dataDir = memory ? config.dataDir : join(config.dataDir, 'pglite')
  if (!memory) mkdirSync(dataDir, { recursive: true })
  // Before PGlite touches the directory: a second process stops here.
  const unlock = memory ? () => undefined : await lockDataDir(config.dataDir)
  try {
    const template = memory ? options.pgliteTemplate : undefined
    const client = new PGlite(dataDir, template ? { loadDataDir: template } : {})
    const db = drizzlePglite(client)
    await migratePglite(db, { migrationsFolder })
    await applyFunctions((text) => client.exec(text))
    const close = async () => {
      await client.close()
      unlock()
    }
    const dumpDataDir = async () => await client.dumpDataDir('none')
    return { db, kind: 'pglite', listen: pgliteListen(client), dumpDataDir, close }
  } catch (error) {
    unlock()
    throw error
  }
}

const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  // An idle connection can be cut (database restart, admin command); the pool replaces it. Without a
  // listener, that error would crash the process.
  pool.on('error', () => undefined)
  // Several server processes may start together: one migrates while the others wait on the lock.
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(drizzlePg(client), { migrationsFolder })
    await applyFunctions((text) => client.query(text))
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    client.release()
  }
  const listener = new PostgresListener(url)
  return {
    db: drizzlePg(pool),
    kind: 'postgres',
    listen: listener.listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close()
      await pool.end()
    },
  }
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else PGlite, and applies the migrations and the SQL functions
 * (sqlFunctions.ts). The seeds are not run here: they call services, which sit above the database; the
 * composition root runs them (server/seeds openSeededDatabase, used by server/main.ts and the test server).
 * Migrations, functions and seeds run on a database opened from a template too: on one already up to date
 * they change nothing.
 */
export const openDatabase = async (config: Config, options: OpenOptions = {}): Promise<Database> =>
  config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config, options)
