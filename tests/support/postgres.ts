import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Waits (up to `tries` × 50 ms) until no session is connected to the database `name`. */
export const waitForNoConnections = async (client: pg.Client, name: string, tries: number) => {
  for (let wait = 0; wait < tries; wait += 1) {
    const { rows } = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    )
    if (rows[0].n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** TEST_PGBOUNCER_URL: a PgBouncer in transaction mode before that PostgreSQL (scripts/test.mjs starts one). */
const POOLER = process.env.TEST_PGBOUNCER_URL || undefined

/**
 * A new empty PostgreSQL database next to the one `url` names (for the tests and the benchmarks, never a
 * real one), or a copy of the database `template` names; drop() removes it. `url` reaches it through
 * TEST_PGBOUNCER_URL's pooler when that is set, as servers behind PgBouncer do; `directUrl` never does
 * (DATABASE_DIRECT_URL: migrations, LISTEN, backups).
 */
export const freshPostgresDatabase = async (url: string, prefix = 'ficha_test', template?: string) => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  const direct = new URL(url)
  direct.pathname = `/${name}`
  const pooled = new URL(POOLER ?? direct)
  pooled.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    // Let the closed pool's sockets finish closing first: forcing the drop while they linger makes the
    // server terminate them, which surfaces as unhandled errors in the test run. A pooler's own server
    // connections stay until it closes them: those are its to lose.
    if (!POOLER) await waitForNoConnections(client, name, 40)
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
  return { url: pooled.toString(), directUrl: direct.toString(), drop }
}

/** The settings naming a server's database, for a process started on it (pooled and direct). */
export const databaseEnv = (config: { databaseUrl?: string; databaseDirectUrl?: string }) => ({
  DATABASE_URL: config.databaseUrl ?? '',
  DATABASE_DIRECT_URL: config.databaseDirectUrl ?? '',
})
