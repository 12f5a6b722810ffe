import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Config } from '../config'
import { serverPath } from '../paths'
import { lockDataDir } from './dataDirLock'
import { type Listen, PostgresListener, pgliteListen } from './listen'
import { openReplicas, primaryReads, type Reads } from './replicas'
import { applyFunctions } from './sqlFunctions'
import type { Db } from './types'

export { primaryReads, type Reads } from './replicas'
export type { Db } from './types'

export interface Database {
  db: Db
  /** Where reads that may be served by a replica go (replicas.ts); the primary when there is none. */
  reads: Reads
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
    return { db, reads: primaryReads(db), kind: 'pglite', listen: pgliteListen(client), dumpDataDir, close }
  } catch (error) {
    unlock()
    throw error
  }
}

/** Brings the schema and the SQL functions up to date, on a session of its own (`directUrl`): the lock that
 * makes server processes starting together migrate one at a time is a session lock, which a pooler in
 * transaction mode would lose between statements. */
const migrate = async (directUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: directUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(drizzlePg(client), { migrationsFolder })
    await applyFunctions((text) => client.query(text))
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    await client.end()
  }
}

const openPostgres = async (config: Config, url: string): Promise<Database> => {
  const directUrl = config.databaseDirectUrl ?? url
  await migrate(directUrl)
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  // An idle connection can be cut (database restart, admin command); the pool replaces it. Without a
  // listener, that error would crash the process.
  pool.on('error', () => undefined)
  const db = drizzlePg(pool)
  // Behind a pooler in transaction mode, a statement prepared under a name on one server connection is
  // missing on the next.
  if (directUrl !== url) pooled.add(db)
  const listener = new PostgresListener(directUrl)
  const replicas = openReplicas(db, config.replicas)
  return {
    db,
    reads: replicas.reads,
    kind: 'postgres',
    listen: listener.listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close()
      await replicas.close()
      await pool.end()
    },
  }
}

const pooled = new WeakSet<Db>()

/** Whether statements may be prepared under a name on `db`: not through a pooler in transaction mode. */
export const mayNameStatements = (db: Db): boolean => !pooled.has(db)

/**
 * Opens PostgreSQL when DATABASE_URL is set, else PGlite, and applies the migrations and the SQL functions
 * (sqlFunctions.ts). The seeds are not run here: they call services, which sit above the database; the
 * composition root runs them (server/seeds openSeededDatabase, used by server/main.ts and the test server).
 * Migrations, functions and seeds run on a database opened from a template too: on one already up to date
 * they change nothing.
 */
export const openDatabase = async (config: Config, options: OpenOptions = {}): Promise<Database> =>
  config.databaseUrl ? await openPostgres(config, config.databaseUrl) : await openPglite(config, options)
