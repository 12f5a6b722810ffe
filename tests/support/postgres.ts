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

/**
 * A new empty PostgreSQL database next to the one `url` names (for the tests and the benchmarks, never a
 * real one), or a copy of the database `template` names; drop() removes it.
 */
export const freshPostgresDatabase = async (url: string, prefix = 'ficha_test', template?: string) => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  const fresh = new URL(url)
  fresh.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    // Let the closed pool's sockets finish closing first: forcing the drop while they linger makes the
    // server terminate them, which surfaces as unhandled errors in the test run.
    await waitForNoConnections(client, name, 40)
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
  return { url: fresh.toString(), drop }
}
