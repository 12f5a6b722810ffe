import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'

/** The rows of a raw `db.execute(sql...)` on either driver (BIGINT values as string, number or bigint). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** The instant a São Paulo day (YYYY-MM-DD) starts, as SQL. */
export const dayStart = (day: string | SQL): SQL => sql`((${day})::date::timestamp at time zone 'America/Sao_Paulo')`

/**
 * A closed day is summed only this long after its end, so that a movement whose transaction began before
 * midnight and committed just after it is in the ledger when the day is read.
 */
const GRACE = sql`interval '5 minutes'`

/** The first day still read live: the São Paulo day of now minus the grace. */
const liveFromSql = sql`ficha_sp_day(now() - ${GRACE})`

/**
 * The ledger by São Paulo day, account kind, reason and detail over [start, end). A reward's detail is its
 * promotion (rewards.kind), a provider's promotional credit 'provider_promo'; '' for other reasons.
 */
export const ledgerDaysQuery = (start: SQL, end: SQL): SQL => sql`
  select ficha_sp_day(t.created_at)::text as day, a.kind as account_kind, t.reason,
         case when t.reason = 'reward' then coalesce(w.kind, 'provider_promo') else '' end as detail,
         sum(greatest(e.amount, 0))::bigint as credits, sum(greatest(-e.amount, 0))::bigint as debits,
         count(*)::integer as entries
  from ledger_transactions t
  join ledger_entries e on e.transaction_id = t.id
  join accounts a on a.id = e.account_id
  left join rewards w on t.reason = 'reward'
    and w.id = case when t.reference ~ '^reward:[0-9]{1,9}$' then substr(t.reference, 8)::integer end
  where t.created_at >= ${start} and t.created_at < ${end}
  group by 1, 2, 3, 4`

/**
 * Settled rounds by the São Paulo day they ended, game and the player's channel over [start, end), with the
 * sums of win / bet (and its square) over rounds with a stake, for the RTP's standard deviation.
 */
export const gameDaysQuery = (start: SQL, end: SQL): SQL => sql`
  select ficha_sp_day(r.ended_at)::text as day, r.game_id,
         case when u.demo then 'demo' when u.parent_id is not null then 'invited' else 'direct' end as channel,
         count(*)::integer as rounds, sum(r.bet)::bigint as stakes, sum(r.win)::bigint as wins,
         (count(*) filter (where r.bet > 0))::integer as staked,
         coalesce(sum(r.win::float8 / r.bet) filter (where r.bet > 0), 0) as ratio_sum,
         coalesce(sum((r.win::float8 / r.bet) ^ 2) filter (where r.bet > 0), 0) as ratio_squares
  from rounds r
  join users u on u.id = r.user_id
  where r.settled and r.ended_at >= ${start} and r.ended_at < ${end}
  group by 1, 2, 3`

/** Sums one closed day into the summary tables, replacing its rows; a day built already is left as it is. */
const buildDay = (db: Db, day: string): Promise<void> =>
  db.transaction(async (tx) => {
    // Two requests building the same day queue here; the second finds it built.
    await tx.execute(sql`select pg_advisory_xact_lock(${0x66726570}, (${day}::date - date '2000-01-01'))`)
    const built = rowsOf(await tx.execute(sql`select 1 from report_days where day = ${day}::date`))
    if (built.length > 0) return
    const start = dayStart(day)
    const end = dayStart(sql`${day}::date + 1`)
    await tx.execute(sql`delete from report_ledger_days where day = ${day}::date`)
    await tx.execute(sql`delete from report_game_days where day = ${day}::date`)
    await tx.execute(sql`insert into report_ledger_days (day, account_kind, reason, detail, credits, debits, entries)
      select day::date, account_kind, reason, detail, credits, debits, entries from (${ledgerDaysQuery(start, end)}) s`)
    await tx.execute(sql`insert into report_game_days (day, game_id, channel, rounds, stakes, wins, staked, ratio_sum, ratio_squares)
      select day::date, game_id, channel, rounds, stakes, wins, staked, ratio_sum, ratio_squares from (${gameDaysQuery(start, end)}) s`)
    await tx.execute(sql`insert into report_days (day) values (${day}::date)`)
  })

/**
 * Builds every closed day from `from` on that is not summed yet, one transaction per day; answers the first
 * day read live (today, or yesterday during the grace after midnight): every day before it is built.
 */
export const ensureBuilt = async (db: Db, from: string): Promise<string> => {
  const [live] = rowsOf<{ day: string }>(await db.execute(sql`select ${liveFromSql}::text as day`))
  if (!live) throw new Error('No São Paulo day')
  const missing = rowsOf<{ day: string }>(
    await db.execute(sql`
      select d::date::text as day
      from generate_series(${from}::date, ${live.day}::date - 1, interval '1 day') d
      where not exists (select 1 from report_days r where r.day = d::date)
      order by 1`),
  )
  for (const { day } of missing) await buildDay(db, day)
  return live.day
}

/** Forgets the built days from `from` on, so that the next report sums them again (tests and repairs). */
export const forgetDays = async (db: Db, from: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from report_ledger_days where day >= ${from}::date`)
    await tx.execute(sql`delete from report_game_days where day >= ${from}::date`)
    await tx.execute(sql`delete from report_days where day >= ${from}::date`)
  })
}
