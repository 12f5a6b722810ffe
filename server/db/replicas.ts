import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { databaseReads, replicaLag } from '../metrics'
import type { Db } from './types'

/**
 * Where a read that changes nothing may go. Rounds, money and whatever decides a refusal read the primary
 * (`Database.db`); reports, searches, exports and the regulator's files may read a streaming replica:
 * - `recent()`: a replica whose replay lag is within DATABASE_REPLICA_MAX_LAG_SECONDS, for reads that may be
 *   a moment behind (a search);
 * - `current()`: a replica that has replayed everything the primary had written when it was called, for a
 *   read that must see what was just written (a report over the summaries it has just built).
 * Either answers the primary when no replica qualifies, or there is none.
 */
export interface Reads {
  recent(): Promise<Db>
  current(): Promise<Db>
}

export const primaryReads = (db: Db): Reads => ({ recent: async () => db, current: async () => db })

interface Replica {
  label: string
  pool: pg.Pool
  db: Db
}

interface Position {
  /** It has replayed the primary's WAL up to the position asked about. */
  caughtUp: boolean
  /** Seconds since the last transaction it replayed (how far behind it is while not caught up). */
  behind: number
}

/** A replica's answer never holds a read up longer than this: a stuck one is skipped. */
const STATUS_TIMEOUT_MS = 1_000
/** How long `current()` waits for a replica to replay the primary's last writes before reading the primary. */
const CATCH_UP_MS = 250
const CATCH_UP_STEP_MS = 25
/** `recent()` reuses a check this young. */
const CHECK_REUSE_MS = 1_000

const positionOf = async (replica: Replica, primaryLsn: string): Promise<Position | undefined> => {
  const status = replica.pool
    .query<{ caught_up: boolean | null; behind: number | null }>(
      `select pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()) <= 0 as caught_up,
         extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as behind`,
      [primaryLsn],
    )
    .then(({ rows: [row] }) =>
      // Not in recovery (no replay position): not a replica, never read from.
      row?.caught_up == null ? undefined : { caughtUp: row.caught_up, behind: row.behind ?? Infinity },
    )
  const timeout = sleep(STATUS_TIMEOUT_MS, undefined, { ref: false })
  return await Promise.race([status, timeout]).catch(() => undefined)
}

const lagOf = (position: Position | undefined): number =>
  position === undefined ? Infinity : position.caughtUp ? 0 : position.behind

export const openReplicas = (
  primary: Db,
  settings: { urls: string[]; maxLagSeconds: number },
): { reads: Reads; close(): Promise<void> } => {
  if (settings.urls.length === 0) return { reads: primaryReads(primary), close: async () => undefined }
  const replicas: Replica[] = settings.urls.map((url, index) => {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: STATUS_TIMEOUT_MS })
    // A replica restarting must not crash the process: its reads go to the primary meanwhile.
    pool.on('error', () => undefined)
    return { label: String(index + 1), pool, db: drizzle(pool) }
  })
  let turn = 0
  /** One of `usable` in turn, counted; the primary when none. */
  const choose = (usable: Replica[]): Db => {
    const replica = usable.length > 0 ? usable[turn++ % usable.length] : undefined
    databaseReads.inc({ target: replica ? 'replica' : 'primary' })
    return replica?.db ?? primary
  }
  const primaryLsn = async (): Promise<string> => {
    const result = await primary.execute(sql`select pg_current_wal_lsn()::text as lsn`)
    const lsn = (result as unknown as { rows: { lsn?: string }[] }).rows[0]?.lsn
    if (!lsn) throw new Error('the primary gave no WAL position')
    return lsn
  }
  const positions = async (lsn: string) => {
    const found = await Promise.all(replicas.map((replica) => positionOf(replica, lsn)))
    replicas.forEach((replica, index) => {
      const lag = lagOf(found[index])
      replicaLag.set({ replica: replica.label }, Number.isFinite(lag) ? lag : -1)
    })
    return found
  }

  let lastCheck: { at: number; usable: Promise<Replica[]> } | undefined
  const recent = async (): Promise<Db> => {
    if (!lastCheck || Date.now() - lastCheck.at > CHECK_REUSE_MS) {
      const usable = primaryLsn()
        .then(positions)
        .then((found) => replicas.filter((_, index) => lagOf(found[index]) <= settings.maxLagSeconds))
      lastCheck = { at: Date.now(), usable }
    }
    return choose(await lastCheck.usable)
  }

  const current = async (): Promise<Db> => {
    const lsn = await primaryLsn()
    for (let waited = 0; ; waited += CATCH_UP_STEP_MS) {
      const found = await positions(lsn)
      const caughtUp = replicas.filter((_, index) => found[index]?.caughtUp)
      if (caughtUp.length > 0 || waited >= CATCH_UP_MS) return choose(caughtUp)
      await sleep(CATCH_UP_STEP_MS)
    }
  }

  return {
    reads: { recent, current },
    close: async () => {
      await Promise.all(replicas.map((replica) => replica.pool.end()))
    },
  }
}
