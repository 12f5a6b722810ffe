import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { rowsOf } from '../../db/rows'
import { dayStartSql } from '../calendar'

/**
 * An hour is summed only this long after its end, so that a movement whose transaction began before the hour
 * turned and committed just after is in the ledger when the hour is read.
 */
const GRACE = sql`interval '5 minutes'`

/** The first hour still read live: the hour under way (or the one before it, during the grace). */
const liveHourSql = sql`date_trunc('hour', now() - ${GRACE})`

/** At most this many hours are summed in one transaction. */
const HOURS_PER_BUILD = 24

/**
 * A movement's detail (ledger_transactions t, with REWARD_OF_MOVEMENT joined as w): a reward's promotion
 * (rewards.kind), a provider's promotional credit 'provider_promo'; a race prize's 'race', whether paid under
 * its own reason or, before race_prize existed, as a reward under the prize's reference 'race:<race>:<place>'
 * (the ledger is never rewritten: the old entries are recognised by that reference); '' for other reasons.
 */
export const MOVEMENT_DETAIL = sql`case when t.reason = 'race_prize' or (t.reason = 'reward' and t.reference ~ '^race:[0-9]+:[0-9]+$') then 'race'
              when t.reason = 'reward' then coalesce(w.kind, 'provider_promo') else '' end`

/** The reward a movement paid (ledger_transactions t, reference 'reward:<id>'), as w; a lateral look-up by id. */
export const REWARD_OF_MOVEMENT = sql`left join lateral (
    select w.kind from rewards w
    where t.reason = 'reward'
      and w.id = case when t.reference ~ '^reward:[0-9]{1,9}$' then substr(t.reference, 8)::integer end
    offset 0
  ) w on true`

/**
 * The ledger by `period` (an SQL expression of t.created_at), account kind, reason and detail over
 * [start, end), with each movement's detail (MOVEMENT_DETAIL).
 */
export const ledgerQuery = (period: SQL, start: SQL, end: SQL): SQL => sql`
  select ${period} as period, a.kind as account_kind, t.reason,
         ${MOVEMENT_DETAIL} as detail,
         sum(greatest(e.amount, 0))::bigint as credits, sum(greatest(-e.amount, 0))::bigint as debits,
         count(*)::integer as entries
  from ledger_transactions t
  -- OFFSET 0 keeps each lateral a lookup by index per movement of the range: flattened, the planner may hash
  -- the whole ledger (every entry, every reward) to sum one hour.
  cross join lateral (select e.account_id, e.amount from ledger_entries e where e.transaction_id = t.id offset 0) e
  join accounts a on a.id = e.account_id
  ${REWARD_OF_MOVEMENT}
  where t.created_at >= ${start} and t.created_at < ${end}
  group by 1, 2, 3, 4`

/**
 * Settled rounds by `period` (an SQL expression of r.ended_at), game and the player's channel over
 * [start, end), with the sums of win / bet (and its square) over rounds with a stake, for the RTP's
 * standard deviation.
 */
export const gameQuery = (period: SQL, start: SQL, end: SQL): SQL => sql`
  select ${period} as period, r.game_id,
         case when u.demo then 'demo' when u.parent_id is not null then 'invited' else 'direct' end as channel,
         count(*)::integer as rounds, sum(r.bet)::bigint as stakes, sum(r.win)::bigint as wins,
         (count(*) filter (where r.bet > 0))::integer as staked,
         coalesce(sum(r.win::float8 / r.bet) filter (where r.bet > 0), 0) as ratio_sum,
         coalesce(sum((r.win::float8 / r.bet) ^ 2) filter (where r.bet > 0), 0) as ratio_squares
  from rounds r
  join users u on u.id = r.user_id
  where r.settled and r.ended_at >= ${start} and r.ended_at < ${end}
  group by 1, 2, 3`

const HOUR_OF_MOVEMENT = sql`date_trunc('hour', t.created_at)`
export const DAY_OF_MOVEMENT = sql`ficha_sp_day(t.created_at)::text`
const HOUR_OF_ROUND = sql`date_trunc('hour', r.ended_at)`
export const DAY_OF_ROUND = sql`ficha_sp_day(r.ended_at)::text`

/**
 * Sums the closed hours [first, first + count hours) into the summary tables and stamps them built, in one
 * transaction. Builders queue on one advisory lock; an hour another request built meanwhile is left as it is.
 */
const buildHours = (db: Db, first: string, count: number): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${0x66726570})`)
    const start = sql`${first}::timestamptz`
    const end = sql`${first}::timestamptz + ${count} * interval '1 hour'`
    const built = rowsOf(
      await tx.execute(sql`select 1 from report_hours where hour >= ${start} and hour < ${end} limit 1`),
    )
    if (built.length > 0) {
      // Another request built some of them: build the rest one by one, after this lock is released.
      return
    }
    await tx.execute(sql`insert into report_ledger_hours (hour, account_kind, reason, detail, credits, debits, entries)
      select period, account_kind, reason, detail, credits, debits, entries
      from (${ledgerQuery(HOUR_OF_MOVEMENT, start, end)}) s`)
    await tx.execute(sql`insert into report_game_hours (hour, game_id, channel, rounds, stakes, wins, staked, ratio_sum, ratio_squares)
      select period, game_id, channel, rounds, stakes, wins, staked, ratio_sum, ratio_squares
      from (${gameQuery(HOUR_OF_ROUND, start, end)}) s`)
    await tx.execute(sql`insert into report_hours (hour)
      select generate_series(${start}, ${end} - interval '1 hour', interval '1 hour')`)
  })

/** Missing hours from `from`'s start up to the live hour, in runs of consecutive hours. */
const missingRuns = async (
  db: Db,
  from: string,
  liveHour: string,
): Promise<{ first: string; count: number }[]> => {
  const missing = rowsOf<{ hour: string; run: string }>(
    await db.execute(sql`
      select h::text as hour, (h - row_number() over (order by h) * interval '1 hour')::text as run
      from generate_series(${dayStartSql(from)}, ${liveHour}::timestamptz - interval '1 hour', interval '1 hour') h
      where not exists (select 1 from report_hours r where r.hour = h)
      order by h`),
  )
  // Hours of one island share `run`; an island longer than HOURS_PER_BUILD is cut in pieces.
  const runs: { first: string; count: number; island: string }[] = []
  for (const row of missing) {
    const last = runs.at(-1)
    if (last && last.island === row.run && last.count < HOURS_PER_BUILD) last.count += 1
    else runs.push({ first: row.hour, count: 1, island: row.run })
  }
  return runs
}

/**
 * Builds every closed hour from `from`'s start on that is not summed yet; answers the live hour (an SQL
 * timestamptz text): every hour before it is built, it and later ones are read live.
 */
export const ensureBuilt = async (db: Db, from: string): Promise<string> => {
  const [live] = rowsOf<{ hour: string }>(await db.execute(sql`select ${liveHourSql}::text as hour`))
  if (!live) throw new Error('No hour')
  // Hours another request was building meanwhile are built hour by hour on the next pass.
  for (let pass = 0; pass < 3; pass++) {
    const runs = await missingRuns(db, from, live.hour)
    if (runs.length === 0) return live.hour
    for (const run of runs) await buildHours(db, run.first, pass === 0 ? run.count : 1)
  }
  return live.hour
}

/** Forgets the built hours from `from`'s start on, so that the next report sums them again (tests, repairs). */
export const forgetDays = async (db: Db, from: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from report_ledger_hours where hour >= ${dayStartSql(from)}`)
    await tx.execute(sql`delete from report_game_hours where hour >= ${dayStartSql(from)}`)
    await tx.execute(sql`delete from report_hours where hour >= ${dayStartSql(from)}`)
  })
}
