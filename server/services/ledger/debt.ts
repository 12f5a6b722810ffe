import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'

/** What a player owes the house: the part of a reversed win the game and wallet balances no longer held. */
export interface OpenDebt {
  /** Centavos still owed. */
  amount: number
  /** When the debt last rose from nothing. */
  since: Date
  /** That movement's ledger key: the provider's rollback that reversed the spent win (gp:<provider>:rollback:<id>). */
  key: string
  /** That movement's reference: the provider's round. */
  reference: string
}

interface DebtRow {
  amount: string | number
  since: Date | string
  key: string
  reference: string
}

/** The player's open debt, or null: the debt account's balance and the movement that last opened it. */
export const openDebt = async (db: Db, userId: number): Promise<OpenDebt | null> => {
  const { rows } = (await db.execute(sql`
    select a.balance as amount, t.created_at as since, t.idempotency_key as key, t.reference
    from accounts a
    cross join lateral (select e.transaction_id from ledger_entries e
                        where e.account_id = a.id and e.amount > 0 and e.balance_after = e.amount
                        order by e.id desc limit 1) opened
    join ledger_transactions t on t.id = opened.transaction_id
    where a.user_id = ${userId} and a.kind = 'debt' and a.balance > 0`)) as unknown as { rows: DebtRow[] }
  const [row] = rows
  return row
    ? { amount: centavos(row.amount), since: new Date(row.since), key: row.key, reference: row.reference }
    : null
}
