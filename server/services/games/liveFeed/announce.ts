import type { Db } from '@server/db'
import { sql } from 'drizzle-orm'

/** The NOTIFY channel of settled rounds (payload: round ids, comma-separated), heard by every live feed. */
export const ROUNDS_CHANNEL = 'ficha_rounds'

/** NOTIFY payloads stay under PostgreSQL's 8000 bytes: ids are at most 20 characters and a comma. */
const IDS_PER_NOTIFY = 300

interface Batch {
  ids: number[]
  sent: Promise<void>
}

const batches = new WeakMap<Db, Batch>()

/**
 * Tells every server process sharing the database that these rounds were settled (after their commit).
 * Rounds announced in the same turn of the event loop go out in one NOTIFY, outside their transactions: a
 * NOTIFY inside a transaction serializes every commit that carries one, which made all rounds queue. The
 * promise settles when the notification is sent.
 */
export const announceRounds = (db: Db, ids: number[]): Promise<void> => {
  const open = batches.get(db)
  if (open) {
    open.ids.push(...ids)
    return open.sent
  }
  const batch: Batch = { ids: [...ids], sent: Promise.resolve() }
  batches.set(db, batch)
  batch.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    batches.delete(db)
    for (let start = 0; start < batch.ids.length; start += IDS_PER_NOTIFY) {
      const payload = batch.ids.slice(start, start + IDS_PER_NOTIFY).join(',')
      await db.execute(sql`select pg_notify(${ROUNDS_CHANNEL}, ${payload})`)
    }
  })
  return batch.sent
}
