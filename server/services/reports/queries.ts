import { Code } from '@src/contract/codes'
import {
  REPORT_GROUPS,
  REPORT_MAX_DAYS,
  type ReportCell,
  type ReportColumn,
  type ReportColumnKind,
  type ReportName,
  type ReportTable,
  SUMMARY_MAX_DAYS,
} from '@src/contract/reports'
import { type SQL, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db, Reads } from '../../db'
import { centavos } from '../../db/money'
import { rowsOf } from '../../db/rows'
import { ApiError } from '../../envelope'
import { dayStartSql } from '../calendar'
import { ggrTaxBasisPoints, ggrTaxOf, showsGgrTax } from './ggrTax'
import {
  addToNgr,
  COST_COLUMNS,
  emptyNgr,
  ggrOf,
  LIABILITY_ACCOUNTS,
  type NgrSums,
  ngrOf,
  ngrPart,
} from './ngr'
import { DAY_OF_MOVEMENT, DAY_OF_ROUND, ensureBuilt, gameQuery, ledgerQuery } from './summaries'

export interface ReportRange {
  from: string
  to: string
  groupBy?: string
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const dayNumber = (day: string): number | null => {
  const match = DAY.exec(day)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(time).toISOString().slice(0, 10) === day ? time / 86_400_000 : null
}

const dayOf = (number: number): string => new Date(number * 86_400_000).toISOString().slice(0, 10)

/**
 * The range's days checked (real days, in order, at most REPORT_MAX_DAYS, or SUMMARY_MAX_DAYS for the
 * summary) and the group checked.
 */
export const checkRange = (
  report: ReportName,
  range: ReportRange,
): { from: string; to: string; groupBy: string } => {
  const from = dayNumber(range.from)
  const to = dayNumber(range.to)
  const longest = report === 'summary' ? SUMMARY_MAX_DAYS : REPORT_MAX_DAYS
  if (from === null || to === null || to < from || to - from >= longest)
    throw new ApiError(Code.ReportRangeInvalid, { days: longest })
  const groups: readonly string[] = REPORT_GROUPS[report]
  const groupBy = range.groupBy ?? groups[0] ?? ''
  if (!groups.includes(groupBy)) throw new ApiError(Code.ReportGroupInvalid)
  return { from: range.from, to: range.to, groupBy }
}

const columns = (spec: [string, ReportColumnKind][]): ReportColumn[] =>
  spec.map(([key, kind]) => ({ key, kind }))

/** The period a day belongs to under a day or month grouping. */
const periodOf = (day: string, groupBy: string): string => (groupBy === 'month' ? day.slice(0, 7) : day)

/**
 * Where a report reads: the summaries of closed hours are built on the primary (`db`), then everything is read
 * where `reads` says, from a replica that has replayed them (figures equal the primary's) or the primary.
 */
export interface ReportSource {
  db: Db
  reads: Reads
  /** The summary shows the GGR tax and NGR after it (ggrTax.ts: the brazil profile). */
  ggrTax: boolean
}

/** Where the reports of a server with these settings read, and what they show. */
export const reportSource = (server: { db: Db; reads: Reads; config: Config }): ReportSource => ({
  db: server.db,
  reads: server.reads,
  ggrTax: showsGgrTax(server.config.compliance.profile),
})

/** A repeatable read: the summaries, the live rows and the balances are of one instant. */
const snapshot = <T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' })

// ---------------------------------------------------------------------------------------------- summary

interface LedgerDay {
  day: string
  account_kind: string
  reason: string
  detail: string
  credits: string | number | bigint
  debits: string | number | bigint
}

interface DayMoney extends NgrSums {
  day: string
  ggr: number
  ngr: number
  /** What the players held at the end of the day. */
  liability: number
}

/**
 * The money of every day of the range from the ledger: stakes are what the house's game accounts received,
 * wins what they paid (a provider's rollback is a win of its stake back), GGR their difference; NGR is GGR
 * less the net paid out of the cost accounts (the rewards account by promotion, any other house account
 * that is not a neutral one as corrections); liability is the balances of LIABILITY_ACCOUNTS now less
 * what they gained after the day.
 */
const moneyByDay = async ({ db, reads }: ReportSource, from: string, to: string): Promise<DayMoney[]> => {
  const liveHour = await ensureBuilt(db, from)
  return snapshot(await reads.current(), async (tx) => {
    const start = dayStartSql(from)
    const live = sql`greatest(${start}, ${liveHour}::timestamptz)`
    // Every day from `from` to now: the later ones say what the liability was at the end of the range's.
    const rows = rowsOf<LedgerDay>(
      await tx.execute(sql`
        select ficha_sp_day(hour)::text as day, account_kind, reason, detail,
               sum(credits)::bigint as credits, sum(debits)::bigint as debits
        from report_ledger_hours
        where hour >= ${start} and hour < ${liveHour}::timestamptz
        group by 1, 2, 3, 4
        union all
        select period, account_kind, reason, detail, credits, debits
        from (${ledgerQuery(DAY_OF_MOVEMENT, live, sql`'infinity'::timestamptz`)}) live`),
    )
    const [total] = rowsOf<{ total: string | null }>(
      await tx.execute(sql`select sum(balance)::bigint as total from accounts
        where kind in (${sql.join(
          LIABILITY_ACCOUNTS.map((kind) => sql`${kind}`),
          sql`, `,
        )})`),
    )
    const days = new Map<string, DayMoney>()
    const first = dayNumber(from) ?? 0
    const last = dayNumber(to) ?? 0
    for (let number = first; number <= last; number++) {
      const day = dayOf(number)
      days.set(day, { day, ...emptyNgr(), ggr: 0, ngr: 0, liability: 0 })
    }
    const gainedAfter = new Map<string, number>()
    for (const row of rows) {
      const credits = centavos(row.credits)
      const debits = centavos(row.debits)
      if (ngrPart(row.account_kind, row.reason, row.detail) === 'liability') {
        gainedAfter.set(row.day, (gainedAfter.get(row.day) ?? 0) + credits - debits)
        continue
      }
      const day = days.get(row.day)
      if (day)
        addToNgr(day, {
          accountKind: row.account_kind,
          reason: row.reason,
          detail: row.detail,
          credits,
          debits,
        })
    }
    // Walk back from now: the balance at the end of a day is now's less what came in after it.
    let balance = centavos(total?.total)
    const after = [...gainedAfter.entries()].sort(([a], [b]) => (a < b ? 1 : -1))
    let index = 0
    const answer = [...days.values()].sort((a, b) => (a.day < b.day ? 1 : -1))
    for (const day of answer) {
      while (index < after.length && (after[index]?.[0] ?? '') > day.day) {
        balance -= after[index]?.[1] ?? 0
        index++
      }
      day.liability = balance
      day.ggr = ggrOf(day)
      day.ngr = ngrOf(day)
    }
    return answer.reverse()
  })
}

/** The GGR tax's rate of the period, the tax, and NGR after it. */
const TAX_COLUMNS: [string, ReportColumnKind][] = [
  ['ggr_tax_rate', 'ratio'],
  ['ggr_tax', 'money'],
  ['ngr_after_tax', 'money'],
]

/** A grouped report's columns and rows over the days from `from` to `to`, grouped by `groupBy`. */
type GroupedTable = (
  source: ReportSource,
  from: string,
  to: string,
  groupBy: string,
) => Promise<Pick<ReportTable, 'columns' | 'rows'>>

const summary: GroupedTable = async (source, from, to, groupBy) => {
  const periods = new Map<string, DayMoney>()
  for (const day of await moneyByDay(source, from, to)) {
    const period = periodOf(day.day, groupBy)
    const sum = periods.get(period)
    if (!sum) {
      periods.set(period, { ...day, day: period, costs: { ...day.costs } })
      continue
    }
    sum.stakes += day.stakes
    sum.wins += day.wins
    sum.ggr += day.ggr
    sum.ngr += day.ngr
    for (const cost of COST_COLUMNS) sum.costs[cost] += day.costs[cost]
    // The period's liability is the one at its last day's end.
    sum.liability = day.liability
  }
  return {
    columns: columns([
      ['period', 'text'],
      ['stakes', 'money'],
      ['wins', 'money'],
      ['ggr', 'money'],
      ...COST_COLUMNS.map((cost): [string, ReportColumnKind] => [cost, 'money']),
      ['ngr', 'money'],
      ...(source.ggrTax ? TAX_COLUMNS : []),
      ['liability', 'money'],
    ]),
    rows: [...periods.values()].map((period) => {
      const tax = ggrTaxOf(period.ggr, period.day)
      return [
        period.day,
        period.stakes,
        period.wins,
        period.ggr,
        ...COST_COLUMNS.map((cost) => period.costs[cost]),
        period.ngr,
        ...(source.ggrTax ? [ggrTaxBasisPoints(period.day) / 10_000, tax, period.ngr - tax] : []),
        period.liability,
      ]
    }),
  }
}

// ------------------------------------------------------------------------------------------------ games

/** A game's observed RTP is flagged only past this many rounds with a stake, */
const RTP_MIN_ROUNDS = 100_000
/** ...when it is this many standard deviations from the theoretical one. */
const RTP_DEVIATIONS = 4

interface GameDay {
  day: string
  game_id: number
  channel: string
  rounds: number
  stakes: string | number | bigint
  wins: string | number | bigint
  staked: number
  ratio_sum: number | string
  ratio_squares: number | string
  slug: string
  provider: string
  rtp_bps: number | null
}

interface GameGroup {
  key: string
  provider: string | null
  rounds: number
  stakes: number
  wins: number
  staked: number
  ratioSum: number
  ratioSquares: number
  rtpBps: number | null
}

/**
 * Observed RTP (wins / stakes), the standard deviation of the mean win / bet, and the flag.
 * @internal Tested directly.
 */
export const rtpOf = (group: Omit<GameGroup, 'key' | 'provider'>) => {
  const observed = group.stakes > 0 ? group.wins / group.stakes : null
  const theoretical = group.rtpBps === null ? null : group.rtpBps / 10_000
  const n = group.staked
  const mean = n > 0 ? group.ratioSum / n : 0
  const variance = n > 1 ? Math.max(0, (group.ratioSquares - n * mean * mean) / (n - 1)) : null
  const deviation = variance === null ? null : Math.sqrt(variance / n)
  const flagged =
    theoretical !== null &&
    deviation !== null &&
    n >= RTP_MIN_ROUNDS &&
    Math.abs(mean - theoretical) > RTP_DEVIATIONS * deviation
  return { observed, theoretical, deviation, flagged }
}

const games: GroupedTable = async ({ db, reads }, from, to, groupBy) => {
  const liveHour = await ensureBuilt(db, from)
  const start = dayStartSql(from)
  const end = dayStartSql(sql`${to}::date + 1`)
  const rows = await snapshot(await reads.current(), async (tx) =>
    rowsOf<GameDay>(
      await tx.execute(sql`
        select s.*, g.slug, g.provider, g.rtp_bps from (
          select ficha_sp_day(hour)::text as day, game_id, channel, sum(rounds)::integer as rounds,
                 sum(stakes)::bigint as stakes, sum(wins)::bigint as wins, sum(staked)::integer as staked,
                 sum(ratio_sum) as ratio_sum, sum(ratio_squares) as ratio_squares
          from report_game_hours
          where hour >= ${start} and hour < least(${end}, ${liveHour}::timestamptz)
          group by 1, 2, 3
          union all
          select period, game_id, channel, rounds, stakes, wins, staked, ratio_sum, ratio_squares
          from (${gameQuery(DAY_OF_ROUND, sql`greatest(${start}, ${liveHour}::timestamptz)`, end)}) live
        ) s join games g on g.id = s.game_id`),
    ),
  )
  const groups = new Map<string, GameGroup>()
  for (const row of rows) {
    const key =
      groupBy === 'game'
        ? row.slug
        : groupBy === 'provider'
          ? row.provider
          : groupBy === 'channel'
            ? row.channel
            : row.day
    const group = groups.get(key) ?? {
      key,
      provider: groupBy === 'game' ? row.provider : null,
      rounds: 0,
      stakes: 0,
      wins: 0,
      staked: 0,
      ratioSum: 0,
      ratioSquares: 0,
      rtpBps: groupBy === 'game' ? row.rtp_bps : null,
    }
    group.rounds += Number(row.rounds)
    group.stakes += centavos(row.stakes)
    group.wins += centavos(row.wins)
    group.staked += Number(row.staked)
    group.ratioSum += Number(row.ratio_sum)
    group.ratioSquares += Number(row.ratio_squares)
    groups.set(key, group)
  }
  return {
    columns: columns([
      [groupBy, 'text'],
      ['provider', 'text'],
      ['rounds', 'count'],
      ['stakes', 'money'],
      ['wins', 'money'],
      ['ggr', 'money'],
      ['rtp', 'ratio'],
      ['theoretical_rtp', 'ratio'],
      ['rtp_deviation', 'ratio'],
      ['rtp_flagged', 'flag'],
    ]),
    rows: [...groups.values()]
      .sort((a, b) => (groupBy === 'day' ? (a.key < b.key ? -1 : 1) : b.stakes - a.stakes))
      .map((group): ReportCell[] => {
        const rtp = rtpOf(group)
        return [
          group.key,
          group.provider,
          group.rounds,
          group.stakes,
          group.wins,
          group.stakes - group.wins,
          rtp.observed,
          rtp.theoretical,
          rtp.deviation,
          rtp.flagged,
        ]
      }),
  }
}

// --------------------------------------------------------------------------------------------- payments

const periodSql = (column: SQL, groupBy: string): SQL =>
  groupBy === 'month' ? sql`to_char(ficha_sp_day(${column}), 'YYYY-MM')` : sql`ficha_sp_day(${column})::text`

const payments: GroupedTable = async ({ reads }, from, to, groupBy) => {
  const db = await reads.current()
  const period = groupBy === 'day' ? periodSql(sql`o.created_at`, 'day') : sql`${`${from}/${to}`}::text`
  const channel = groupBy === 'status' ? sql`null::text` : sql`coalesce(c.slug, 'payout:' || p.kind)`
  const rows = rowsOf<{
    period: string
    type: string
    channel: string | null
    status: string
    orders: number
    amount: string | number
    seconds: number | string | null
  }>(
    await db.execute(sql`
      select ${period} as period, o.type, ${channel} as channel, o.status, count(*)::integer as orders,
             sum(o.amount)::bigint as amount,
             avg(extract(epoch from o.audited_at - o.created_at)) filter (where o.status = 'paid') as seconds
      from orders o
      left join payment_channels c on c.id = o.channel_id
      left join payout_accounts p on p.id = o.payout_account_id
      where o.created_at >= ${dayStartSql(from)} and o.created_at < ${dayStartSql(sql`${to}::date + 1`)}
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4`),
  )
  return {
    columns: columns([
      ['period', 'text'],
      ['type', 'text'],
      ['channel', 'text'],
      ['status', 'text'],
      ['orders', 'count'],
      ['amount', 'money'],
      ['avg_seconds_to_pay', 'seconds'],
    ]),
    rows: rows.map((row) => [
      row.period,
      row.type,
      row.channel,
      row.status,
      Number(row.orders),
      centavos(row.amount),
      row.seconds === null ? null : Math.round(Number(row.seconds)),
    ]),
  }
}

// ---------------------------------------------------------------------------------------------- players

const players: GroupedTable = async ({ reads }, from, to, groupBy) => {
  const db = await reads.current()
  const start = dayStartSql(from)
  const end = dayStartSql(sql`${to}::date + 1`)
  const rows = rowsOf<{
    period: string
    new_players: number
    depositing: number
    first_deposits: number
    first_amount: string | number | null
  }>(
    await db.execute(sql`
      with joined as (
        select ${periodSql(sql`u.created_at`, groupBy)} as period, count(*)::integer as n from users u
        where u.created_at >= ${start} and u.created_at < ${end} and cardinality(u.roles) = 0 and not u.demo
        group by 1
      ), paid as (
        select o.user_id, o.amount, o.audited_at,
               row_number() over (partition by o.user_id order by o.audited_at, o.id) = 1 as first
        from orders o
        where o.type = 'recharge' and o.status = 'paid' and o.audited_at < ${end}
      ), deposits as (
        select ${periodSql(sql`audited_at`, groupBy)} as period, count(distinct user_id)::integer as depositing,
               (count(*) filter (where first))::integer as first_deposits,
               sum(amount) filter (where first)::bigint as first_amount
        from paid where audited_at >= ${start}
        group by 1
      )
      select coalesce(j.period, d.period) as period, coalesce(j.n, 0) as new_players,
             coalesce(d.depositing, 0) as depositing, coalesce(d.first_deposits, 0) as first_deposits,
             coalesce(d.first_amount, 0) as first_amount
      from joined j full join deposits d on d.period = j.period
      order by 1`),
  )
  return {
    columns: columns([
      ['period', 'text'],
      ['new_players', 'count'],
      ['depositing_players', 'count'],
      ['first_deposits', 'count'],
      ['first_deposit_amount', 'money'],
    ]),
    rows: rows.map((row) => [
      row.period,
      Number(row.new_players),
      Number(row.depositing),
      Number(row.first_deposits),
      centavos(row.first_amount),
    ]),
  }
}

// ----------------------------------------------------------------------------------------------- rounds

export const ROUND_COLUMNS = columns([
  ['round', 'count'],
  ['ended_at', 'text'],
  ['player', 'count'],
  ['game', 'text'],
  ['provider', 'text'],
  ['channel', 'text'],
  ['bet', 'money'],
  ['win', 'money'],
])

/**
 * A page of settled rounds of the range, oldest first, after a cursor (the last row's end and id): each
 * row's cells (in ROUND_COLUMNS order) handed to `take` in turn, and the cursor of the next page (null after
 * the last). The page comes as one JSON text: the driver builds one row per page, not one array per round,
 * so that nothing per round outlives its turn (a driver's per-row arrays, alive until the page ends, are
 * what V8 moved to the old generation, which then grew by 200 MB over a 1,000,000-round export).
 */
export const readRounds = async (
  db: Db,
  from: string,
  to: string,
  after: string | undefined,
  limit: number,
  take: (cells: ReportCell[]) => void,
): Promise<string | null> => {
  const cursor = after === undefined ? null : /^(.{10,40})\/([0-9]{1,15})$/.exec(after)
  if (after !== undefined && !cursor) throw new ApiError(Code.ReportRangeInvalid)
  const [page] = rowsOf<{ rows: string }>(
    await db.execute(sql`
      select coalesce(json_agg(json_build_array(id, iso, user_id, slug, provider, channel, bet, win, ended)
                               order by ended_at, id), '[]')::text as rows
      from (
        select r.id, r.ended_at, r.ended_at::text as ended,
               to_char(r.ended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso, r.user_id, g.slug,
               g.provider,
               case when u.demo then 'demo' when u.parent_id is not null then 'invited' else 'direct' end as channel,
               r.bet, r.win
        from rounds r
        join games g on g.id = r.game_id
        join users u on u.id = r.user_id
        where r.settled and r.ended_at >= ${dayStartSql(from)} and r.ended_at < ${dayStartSql(sql`${to}::date + 1`)}
          ${cursor ? sql`and (r.ended_at, r.id) > (${cursor[1]}::timestamptz, ${Number(cursor[2])}::bigint)` : sql``}
        order by r.ended_at, r.id
        limit ${limit}
      ) page`),
  )
  const rows: RoundRow[] = JSON.parse(page?.rows ?? '[]')
  for (const [id, iso, userId, slug, provider, channel, bet, win] of rows)
    take([id, iso, userId, slug, provider, channel, centavos(bet), centavos(win)])
  const last = rows.length === limit ? rows.at(-1) : undefined
  return last ? `${last[8]}/${last[0]}` : null
}

/** A round as the page's JSON holds it: id, end (ISO), player, game, provider, channel, bet, win, end (the cursor's). */
type RoundRow = [number, string, number, string, string, string, number, number, string]

/** A page of settled rounds as a table's rows, and the cursor of the next page. */
export const roundsPage = async (
  db: Db,
  from: string,
  to: string,
  after: string | undefined,
  limit: number,
): Promise<{ rows: ReportCell[][]; next: string | null }> => {
  const rows: ReportCell[][] = []
  const next = await readRounds(db, from, to, after, limit, (cells) => rows.push(cells))
  return { rows, next }
}

/** One of the grouped reports as a table. */
export const groupedReport = async (
  source: ReportSource,
  report: Exclude<ReportName, 'rounds'>,
  range: ReportRange,
): Promise<ReportTable> => {
  const { from, to, groupBy } = checkRange(report, range)
  const build = { summary, games, payments, players }[report]
  return { report, from, to, groupBy, ...(await build(source, from, to, groupBy)) }
}
