import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { rowsOf } from '../../db/rows'
import { addToNgr, emptyNgr, MOVEMENT_DETAIL, type NgrSums, REWARD_OF_MOVEMENT } from '../reports'

/**
 * NGR per player from the ledger (docs/partners.md, "Plans and statements"): the operator's NGR rule
 * (services/reports/ngr.ts, the same as the reports' summary) applied to the movements that belong to one
 * player. A movement belongs to the player whose accounts it touches (a deposit, a round's stake and prize, a
 * provider's bet, win and rollback, a bonus, cash back, rebate, forfeit, a balance correction, a debt
 * repaid); a transfer-wallet round's movements touch no player account (provider_funds to house) and belong
 * to the player of the round their reference names ('gp:<provider>:round:<id>'). Its house sides are then
 * summed as the reports sum them: stakes and wins on the house's game accounts, costs on the rewards and
 * correction accounts.
 */

/** One player's ledger figures over a range. */
export interface PlayerMoney extends NgrSums {
  /** Paid deposits: what the 'deposits' account sent the player (ledger reason 'deposit'). */
  deposits: number
}

interface SideRow {
  user_id: number | string
  account_kind: string
  reason: string
  detail: string
  credits: string | number
  debits: string | number
}

/**
 * Each player's stakes, wins, costs and deposits over [start, end) (timestamptz SQL), read from the ledger in
 * the given transaction; a player without movements answers zeros.
 */
export const playersMoney = async (
  db: Db,
  userIds: readonly number[],
  start: SQL,
  end: SQL,
): Promise<Map<number, PlayerMoney>> => {
  const answer = new Map<number, PlayerMoney>(userIds.map((id) => [id, { ...emptyNgr(), deposits: 0 }]))
  if (userIds.length === 0) return answer
  const players = sql`${`{${userIds.join(',')}}`}::integer[]`
  const rows = rowsOf<SideRow>(
    await db.execute(sql`
      with moves as (
        select e.transaction_id as id, a.user_id
        from accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.user_id = any(${players}) and t.created_at >= ${start} and t.created_at < ${end}
        union
        select t.id, p.user_id
        from provider_rounds p
        join ledger_transactions t on t.reference = 'gp:' || p.provider || ':round:' || p.id
        where p.user_id = any(${players}) and t.created_at >= ${start} and t.created_at < ${end}
      )
      select m.user_id, a.kind as account_kind, t.reason, ${MOVEMENT_DETAIL} as detail,
             sum(greatest(e.amount, 0))::bigint as credits, sum(greatest(-e.amount, 0))::bigint as debits
      from moves m
      join ledger_transactions t on t.id = m.id
      ${REWARD_OF_MOVEMENT}
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where a.user_id is null
      group by 1, 2, 3, 4`),
  )
  for (const row of rows) {
    const money = answer.get(Number(row.user_id))
    if (!money) continue
    const side = {
      accountKind: row.account_kind,
      reason: row.reason,
      detail: row.detail,
      credits: centavos(row.credits),
      debits: centavos(row.debits),
    }
    if (side.accountKind === 'deposits' && side.reason === 'deposit')
      money.deposits += side.debits - side.credits
    addToNgr(money, side)
  }
  return answer
}
