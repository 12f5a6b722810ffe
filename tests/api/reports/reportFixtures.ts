import type { Db } from '@server/db'
import { restampingLedger } from '@server/db/ledgerHistory'
import { rowsOf } from '@server/db/rows'
import { sql } from 'drizzle-orm'

/** The São Paulo day of now, and the day `days` before it, as YYYY-MM-DD. */
export const spToday = async (db: Db, days = 0): Promise<string> => {
  const [row] = rowsOf<{ day: string }>(
    await db.execute(sql`select (ficha_sp_day(now()) - ${days}::integer)::text as day`),
  )
  if (!row) throw new Error('no day')
  return row.day
}

/**
 * Moves a ledger movement to an instant of a past São Paulo day (the ledger stamps now): how a test gets
 * days of history without waiting for them. `fraction` places it within the day (or within today so far).
 */
export const backdate = async (
  db: Db,
  transactionId: number,
  day: string,
  fraction: number,
): Promise<void> => {
  await restampingLedger(db, (tx) =>
    tx.execute(sql`
      update ledger_transactions set created_at = (
        select start + (least(start + interval '1 day', now()) - start) * ${fraction}::float8
        from (select (${day}::date::timestamp at time zone 'America/Sao_Paulo') as start) s)
      where id = ${transactionId}`),
  )
}

export interface LedgerDay {
  ggr: number
  ngr: number
  liability: number
}

/**
 * What the ledger itself says of a day, summed straight from its entries: GGR is what the house's game
 * accounts gained, NGR that less what the rewards and corrections accounts paid out, liability what the players' accounts
 * (and the money at the providers) held at the day's end.
 */
export const ledgerSays = async (db: Db, day: string): Promise<LedgerDay> => {
  const [row] = rowsOf<{ ggr: string | null; rewards: string | null; liability: string | null }>(
    await db.execute(sql`
      with bounds as (
        select (${day}::date::timestamp at time zone 'America/Sao_Paulo') as start,
               ((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo') as finish
      )
      select
        (select sum(e.amount) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
           join accounts a on a.id = e.account_id, bounds b
         where a.kind = 'house' and t.created_at >= b.start and t.created_at < b.finish)::bigint as ggr,
        (select sum(e.amount) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
           join accounts a on a.id = e.account_id, bounds b
         where a.kind in ('rewards', 'corrections') and t.created_at >= b.start and t.created_at < b.finish)::bigint as rewards,
        (select sum(e.amount) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
           join accounts a on a.id = e.account_id, bounds b
         where (a.user_id is not null or a.kind in ('provider_held', 'provider_funds'))
           and t.created_at < b.finish)::bigint as liability`),
  )
  const ggr = Number(row?.ggr ?? 0)
  return { ggr, ngr: ggr + Number(row?.rewards ?? 0), liability: Number(row?.liability ?? 0) }
}
