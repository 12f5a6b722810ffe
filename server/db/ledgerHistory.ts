import { sql } from 'drizzle-orm'
import type { Db } from './index'

/**
 * Moves ledger movements to other instants (ledger_transactions.created_at), which the database otherwise
 * refuses (the ledger is append-only, migration 0031): for the seeded month and the tests that play now what
 * happened on another day. The trigger is off for this one transaction only (ALTER TABLE, a right of the
 * tables' owner, locks the table until commit); `restamp` must change nothing but those instants.
 */
export const restampingLedger = <T>(db: Db, restamp: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`)
    const done = await restamp(tx)
    await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`)
    return done
  })
