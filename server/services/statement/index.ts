import { Code } from '@src/contract/codes'
import type { Statement, StatementDay, StatementSession, StatementTotals } from '@src/contract/statement'
import {
  STATEMENT_DEFAULT_DAYS,
  STATEMENT_KINDS,
  STATEMENT_MAX_DAYS,
  type StatementKind,
} from '@src/contract/statement-values'
import type { Lang } from '@src/i18n/languages'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Localized, localize } from '../../db/localized'
import { centavos } from '../../db/money'
import { rowsOf } from '../../db/rows'
import type { LedgerReason } from '../../db/schema/wallet'
import { ApiError } from '../../envelope'
import { dayOf, dayStartSql, isDay, shiftDays } from '../calendar'

/**
 * The kind each ledger reason shows under in the statement. 'play' is an own game's round (its stake out, its
 * prize back: bets or wins by the entry's sign) unless the movement belongs to a provider's round ('gp:…'
 * references), which is provider play. null: the movement only moves money between the player's own balances
 * (a conversion, a debt repaid from a credit) or outside them (a withdrawal paid out of the pending balance),
 * so it sums to nothing in the statement's balance and shows nowhere.
 */
const KIND_OF_REASON: Record<LedgerReason, StatementKind | 'play' | null> = {
  deposit: 'deposits',
  // The play money the seed gives its demo players stands in for their deposits.
  demo_funding: 'deposits',
  withdrawal: 'withdrawals',
  withdrawal_refund: 'withdrawals',
  // A closed account's balance no refund reached in 180 days leaves it for the rule's destination.
  unclaimed_transfer: 'withdrawals',
  withdrawal_paid: null,
  conversion: null,
  debt_repayment: null,
  bet: 'play',
  win: 'play',
  reward: 'bonuses',
  race_prize: 'bonuses',
  bonus_forfeit: 'bonuses',
  correction: 'corrections',
  adjustment: 'provider',
  provider_transfer: 'provider',
  // A partner's monthly commission, credited by the operator (services/partnerPlans): an operator's credit.
  partner_commission: 'corrections',
}

/**
 * The player's accounts whose sum is the statement's balance: the wallet, the game balance and the bonus, less
 * the debt ('debt' holds what the player owes). A withdrawal leaves it when asked for (to 'withdrawal_pending'),
 * a refused one comes back.
 */
const BALANCE_SQL = sql.raw(`case a.kind when 'debt' then -1 else 1 end`)
const BALANCE_ACCOUNTS = sql.raw(`('wallet', 'game', 'bonus', 'debt')`)

const KINDS_SQL = sql.join(
  Object.entries(KIND_OF_REASON).flatMap(([reason, kind]) => (kind ? [sql`(${reason}, ${kind})`] : [])),
  sql`, `,
)

export interface StatementRange {
  from: string
  to: string
}

/** The range asked for, checked: real days in order, at most STATEMENT_MAX_DAYS long, ending today at the latest. */
export const statementRange = (body: { from?: string; to?: string }, now = new Date()): StatementRange => {
  const today = dayOf(now)
  const refused = new ApiError(Code.StatementRangeInvalid, { days: STATEMENT_MAX_DAYS })
  const to = body.to ?? today
  if (!isDay(to)) throw refused
  const from = body.from ?? shiftDays(to, -(STATEMENT_DEFAULT_DAYS - 1))
  if (!isDay(from) || from > to || to > today || shiftDays(from, STATEMENT_MAX_DAYS - 1) < to) throw refused
  return { from, to }
}

const noTotals = (): StatementTotals => ({
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  bonuses: 0,
  corrections: 0,
  provider: 0,
})

type Amount = string | number | bigint

interface MoveRow {
  day: string
  group_key: string
  tx: Amount | null
  kind: StatementKind
  amount: Amount
  rounds: Amount
  first_at: Date | string
  last_at: Date | string
  reference: string
  game: Localized | string | null
  /** A provider round's game as the provider names it, for a game the catalogue does not list. */
  game_code: string | null
}

const iso = (at: Date | string): string => new Date(at).toISOString()

/**
 * The range's movements on the player's balance by São Paulo day, kind and group: a game session (the own
 * game's opening that was the newest when the round started, or the provider's game session likewise), the
 * game for a round without one, or else the ledger movement itself.
 */
const movementsSql = (userId: number, start: SQL, end: SQL) => sql`
  with entries as (
    select t.id as tx, t.created_at as at, t.reference,
           case when k.kind <> 'play' then k.kind
                when t.reference like 'gp:%' then 'provider'
                when e.amount < 0 then 'bets' else 'wins' end as kind,
           ${BALANCE_SQL} * e.amount as amount
    from accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    join (values ${KINDS_SQL}) as k(reason, kind) on k.reason = t.reason
    where a.user_id = ${userId} and a.kind in ${BALANCE_ACCOUNTS}
      and t.created_at >= ${start} and t.created_at < ${end}
  ), moves as (
    select tx, min(at) as at, reference, kind, sum(amount) as amount
    from entries group by tx, reference, kind
  ), placed as (
    select m.*, ficha_sp_day(m.at)::text as day, g.id as game_id, p.game_code,
           coalesce('game:' || gs.id, 'provider:' || ps.id, 'game-of-day:' || g.id, 'tx:' || m.tx) as group_key
    from moves m
    left join rounds r
      on r.id = case when m.reference ~ '^round:[0-9]{1,18}$' then substr(m.reference, 7)::bigint end
    left join provider_rounds p
      on p.id = case when m.reference ~ '^gp:[^:]+:round:[0-9]{1,18}$' then split_part(m.reference, ':', 4)::bigint end
    left join rounds shown on shown.provider_round_id = p.id
    left join games g on g.id = coalesce(r.game_id, shown.game_id)
    left join lateral (
      select s.id from game_sessions s
      where r.id is not null and s.user_id = ${userId} and s.game_id = r.game_id and s.opened_at <= r.started_at
      order by s.opened_at desc limit 1
    ) gs on true
    left join lateral (
      select s.id from provider_sessions s
      where p.id is not null and s.user_id = ${userId} and s.provider = p.provider and s.game_code = p.game_code
        and s.created_at <= p.started_at
      order by s.created_at desc limit 1
    ) ps on true
  )
  select x.*, g.name as game from (
    select day, group_key, kind, min(game_id) as game_id, min(game_code) as game_code,
           case when group_key like 'tx:%' then min(tx) end as tx,
           sum(amount) as amount, count(distinct reference) as rounds, min(at) as first_at, max(at) as last_at,
           min(reference) as reference
    from placed group by day, group_key, kind having sum(amount) <> 0
  ) x left join games g on g.id = x.game_id`

interface NetRow {
  day: string
  net: Amount
}

/** Every movement on the player's balance from `start` on, by São Paulo day, internal ones included. */
const netSql = (userId: number, start: SQL) => sql`
  select ficha_sp_day(t.created_at)::text as day, sum(${BALANCE_SQL} * e.amount) as net
  from accounts a
  join ledger_entries e on e.account_id = a.id
  join ledger_transactions t on t.id = e.transaction_id
  where a.user_id = ${userId} and a.kind in ${BALANCE_ACCOUNTS} and t.created_at >= ${start}
  group by 1`

const balanceSql = (userId: number) => sql`
  select coalesce(sum(${BALANCE_SQL} * a.balance), 0) as balance
  from accounts a where a.user_id = ${userId} and a.kind in ${BALANCE_ACCOUNTS}`

/**
 * The player's statement over the range, read from the ledger in one snapshot: each day's opening balance is
 * today's balance less every movement since that day began, its closing the opening plus the day's movements,
 * and the totals by kind sum to the difference (the movements left out move money between the player's own
 * balances and sum to nothing).
 */
export const playerStatement = async (
  db: Db,
  userId: number,
  lang: Lang,
  { from, to }: StatementRange,
): Promise<Statement> => {
  const start = dayStartSql(from)
  const end = dayStartSql(shiftDays(to, 1))
  const { balance, nets, moves } = await db.transaction(
    async (tx) => ({
      balance: centavos(rowsOf<{ balance: Amount }>(await tx.execute(balanceSql(userId)))[0]?.balance),
      nets: rowsOf<NetRow>(await tx.execute(netSql(userId, start))),
      moves: rowsOf<MoveRow>(await tx.execute(movementsSql(userId, start, end))),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const opening = balance - nets.reduce((sum, row) => sum + centavos(row.net), 0)

  const days = new Map<string, StatementDay>()
  const sessions = new Map<string, StatementSession>()
  const dayOfRow = (day: string): StatementDay => {
    let entry = days.get(day)
    if (!entry) {
      entry = { day, opening: 0, closing: 0, totals: noTotals(), sessions: [], movements: [] }
      days.set(day, entry)
    }
    return entry
  }
  for (const row of moves) {
    const amount = centavos(row.amount)
    const day = dayOfRow(row.day)
    day.totals[row.kind] += amount
    if (row.group_key.startsWith('tx:')) {
      day.movements.push({
        id: Number(row.tx),
        at: iso(row.first_at),
        kind: row.kind,
        amount,
        reference: row.reference,
      })
      continue
    }
    const key = `${row.day} ${row.group_key}`
    let session = sessions.get(key)
    if (!session) {
      session = {
        id: row.group_key,
        game: row.game === null ? (row.game_code ?? '') : localize(row.game as Localized, lang),
        rounds: 0,
        firstAt: iso(row.first_at),
        lastAt: iso(row.last_at),
        totals: noTotals(),
        net: 0,
      }
      sessions.set(key, session)
      day.sessions.push(session)
    }
    session.totals[row.kind] += amount
    session.net += amount
    // Every own round stakes (bets), every provider round is provider play: the kind with the most rounds has them all.
    session.rounds = Math.max(session.rounds, Number(row.rounds))
    if (iso(row.first_at) < session.firstAt) session.firstAt = iso(row.first_at)
    if (iso(row.last_at) > session.lastAt) session.lastAt = iso(row.last_at)
  }

  // Oldest first, each day opening where the one before closed (a day of internal movements only moves nothing).
  const totals = noTotals()
  let balanceAt = opening
  for (const row of nets.filter((net) => net.day <= to).sort((a, b) => (a.day < b.day ? -1 : 1))) {
    const day = days.get(row.day)
    if (day) day.opening = balanceAt
    balanceAt += centavos(row.net)
    if (!day) continue
    day.closing = balanceAt
    for (const kind of STATEMENT_KINDS) totals[kind] += day.totals[kind]
    day.sessions.sort((a, b) => (a.lastAt < b.lastAt ? 1 : -1))
    day.movements.sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
  }
  const newestFirst = [...days.values()].sort((a, b) => (a.day < b.day ? 1 : -1))
  return { from, to, opening, closing: balanceAt, totals, days: newestFirst }
}
export { statementCsv } from './csv'
