/**
 * One migrated and seeded database per test run, which every test server starts from instead of migrating
 * and seeding an empty one (most of a test file's start-up time, PGlite's initdb above all).
 *
 * Vitest's global setup of the API project (vitest.config.ts) builds it once before the workers start:
 * - on PGlite, a dump of the data directory (dumpDataDir) in a temporary file, which each in-memory PGlite
 *   loads (loadDataDir);
 * - on PostgreSQL (DATABASE_URL set), a database that each test database is created from
 *   (CREATE DATABASE … TEMPLATE), dropped at the end of the run.
 * The test server still runs the migrations, the SQL functions and the seeds on it, as every start does: on a
 * database already up to date they change nothing. A test whose settings seed differently (another operator,
 * demo players, compliance texts) gets an empty database, as before.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Config, loadConfig } from '@server/config'
import type { Db } from '@server/db'
import { openSeededDatabase } from '@server/seeds'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { freshPostgresDatabase, waitForNoConnections } from './postgres'

export interface DatabaseTemplate {
  /** The settings the seeds read, as they were when the template was seeded. */
  seededWith: string
  /** PGlite: the file holding the dumped data directory. */
  pgliteFile?: string
  /** PostgreSQL: the template database's name. */
  postgresName?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null
  }
}

/** The settings of a test server before its own overrides (tests/api/helpers.ts createTestServer). */
const testConfig = (): Config => ({
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }),
  logLevel: process.env.LOG_LEVEL ?? 'silent',
})

/** What the seeds (server/seeds) read from the settings: two servers that agree on it seed the same rows. */
export const seedSettings = (config: Config) =>
  JSON.stringify({
    operator: config.operator,
    demoPlayers: config.demoPlayers,
    compliance: config.compliance,
  })

/**
 * What a test server's PGlite spends its start on, cut down on the template it loads: the two template
 * databases nothing here copies (initdb's template0 and template1, a third of the dump) and PostgreSQL's
 * 128 MB of shared buffers, which every start clears (a test database fits in a fraction of 32 MB). About
 * half of a start, a few hundred times a run. The product's own PGlite keeps PostgreSQL's settings.
 */
const slimForTests = async (db: Db): Promise<void> => {
  await db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  )
  await db.execute(sql`drop database template0`)
  await db.execute(sql`drop database template1`)
  await db.execute(sql`alter system set shared_buffers = '32MB'`)
  await db.execute(sql`checkpoint`)
}

/** Vitest global setup: builds the template, provides it to the workers, removes it after the run. */
export default async function setup(project: TestProject) {
  const config = testConfig()
  const seededWith = seedSettings(config)
  const url = process.env.DATABASE_URL
  if (url) {
    const postgres = await freshPostgresDatabase(url, 'ficha_template')
    const database = await openSeededDatabase({ ...config, databaseUrl: postgres.directUrl })
    await database.close()
    const postgresName = new URL(postgres.url).pathname.slice(1)
    // PostgreSQL refuses to copy a template someone is connected to: the closed pool's sockets first.
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await waitForNoConnections(admin, postgresName, 100).finally(() => admin.end())
    project.provide('databaseTemplate', { seededWith, postgresName })
    return () => postgres.drop()
  }
  const folder = mkdtempSync(join(tmpdir(), 'ficha-template-'))
  const pgliteFile = join(folder, `${randomBytes(6).toString('hex')}.tar`)
  const database = await openSeededDatabase({ ...config, databaseUrl: undefined })
  await slimForTests(database.db)
  const dump = await database.dumpDataDir?.()
  if (!dump) throw new Error('the embedded database gave no copy of its data directory')
  writeFileSync(pgliteFile, new Uint8Array(await dump.arrayBuffer()))
  await database.close()
  project.provide('databaseTemplate', { seededWith, pgliteFile })
  return () => rmSync(folder, { recursive: true, force: true })
}
