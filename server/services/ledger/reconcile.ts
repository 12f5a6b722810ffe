import type { LedgerDifference, LedgerDifferenceAccount } from '@src/contract/alerts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { rowsOf } from '../../db/rows'

/** The accounts a difference names at most (the largest first); accountCount says how many there are. */
const NAMED_ACCOUNTS = 100

/**
 * Compares every account's balance with the sum of its entries, and sums the whole ledger (zero when every
 * movement balances), in one grouped pass over the entries. The triggers of migration 0031 keep both true;
 * a difference means they were bypassed (session_replication_role = replica, a trigger disabled, a restored
 * copy). Answers null for a sound ledger.
 */
export const reconcileLedger = async (db: Db): Promise<LedgerDifference | null> => {
  const [row] = rowsOf<{
    total: string
    count: number
    drift: string
    named: LedgerDifferenceAccount[] | string
  }>(
    await db.execute(sql`
      with sums as (
        select account_id, sum(amount) as total from ledger_entries group by account_id
      ), differing as (
        select a.id, a.kind, a.user_id, a.balance, coalesce(s.total, 0) as entries
        from accounts a left join sums s on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0)
      )
      select (select coalesce(sum(total), 0) from sums)::text as total,
             (select count(*) from differing)::int as count,
             (select coalesce(sum(abs(balance - entries)), 0) from differing)::text as drift,
             (select coalesce(json_agg(json_build_object('accountId', d.id, 'kind', d.kind, 'userId', d.user_id,
                                                         'balance', d.balance, 'entries', d.entries)
                                       order by abs(d.balance - d.entries) desc, d.id), '[]')
              from (select * from differing order by abs(balance - entries) desc, id limit ${NAMED_ACCOUNTS}) d) as named`),
  )
  const ledgerTotal = centavos(row?.total)
  const accountCount = row?.count ?? 0
  if (ledgerTotal === 0 && accountCount === 0) return null
  const named = typeof row?.named === 'string' ? JSON.parse(row.named) : (row?.named ?? [])
  return {
    accounts: (named as LedgerDifferenceAccount[]).map((account) => ({
      ...account,
      balance: Number(account.balance),
      entries: Number(account.entries),
    })),
    accountCount,
    ledgerTotal,
    difference: centavos(row?.drift) + Math.abs(ledgerTotal),
  }
}
