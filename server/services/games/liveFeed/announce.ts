import type { Db } from '@server/db'
import { groupCommit, type Waiting } from '@server/db/groupCommit'
import { sql } from 'drizzle-orm'

/** The NOTIFY channel of settled rounds (payload: round ids, comma-separated), heard by every live feed. */
export const ROUNDS_CHANNEL = 'ficha_rounds'

/** NOTIFY payloads stay under PostgreSQL's 8000 bytes: ids are at most 20 characters and a comma. */
const IDS_PER_NOTIFY = 300

/** One NOTIFY for every IDS_PER_NOTIFY rounds of the batch. */
const notify = async (db: Db, batch: Waiting<number[], void>[]): Promise<void> => {
  const ids = batch.flatMap((call) => call.input)
  for (let start = 0; start < ids.length; start += IDS_PER_NOTIFY)
    await db.execute(
      sql`select pg_notify(${ROUNDS_CHANNEL}, ${ids.slice(start, start + IDS_PER_NOTIFY).join(',')})`,
    )
  for (const call of batch) call.resolve()
}

/**
 * Tells every server process sharing the database that these rounds were settled (after their commit): the
 * rounds whose statement does not announce them itself (ficha_play_rounds does, at its commit).
 * Rounds announced meanwhile go out together (group commit, db/groupCommit.ts), after their transactions.
 * The promise settles when the notification is sent.
 */
export const announceRounds: (db: Db, ids: number[]) => Promise<void> = groupCommit(notify)
