import { Code } from '@src/contract/codes'
import type { PartnerFigureRow, PartnerFigures, PartnerFiguresBody } from '@src/contract/partner-area'
import { PARTNER_AREA_MAX_DAYS, SUB_ID_SLOTS } from '@src/contract/partners-values'
import { REWARDS_TIMEZONE } from '@src/contract/rewards-values'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { rowsOf } from '../../db/rows'
import { ApiError } from '../../envelope'
import { dayStartSql, isDay, periodsBetween, shiftDays } from '../calendar'
import { planOf, playersMoney, shareOf, termsOf, tierOf } from '../partnerPlans'
import { partnerOf } from '../partners'
import { ngrOf } from '../reports'

/**
 * The partner area's figures (docs/partner-area.md): a partner's clicks, sign-ups, first deposits,
 * qualifications, NGR and commission over a range of São Paulo days, by day and by one sub-id's values. Each
 * figure is read in SQL from its own record: the clicks, the attributions, the ledger (the first paid deposit,
 * and NGR by the reports' rule through partnerPlans/ngr.ts) and the CPA qualifications; the commission by the
 * plans' arithmetic (partnerPlans/commission.ts).
 */

const empty = (): PartnerFigureRow => ({
  clicks: 0,
  otherClicks: 0,
  signups: 0,
  firstDeposits: 0,
  qualified: 0,
  ngr: 0,
  commission: 0,
})

/** The range's days, or PartnerFiguresRange: real days, from ≤ to, at most PARTNER_AREA_MAX_DAYS. */
const figuresRange = ({ from, to }: { from: string; to: string }): string[] => {
  const days = isDay(from) && isDay(to) && from <= to ? periodsBetween(from, to, 1) : []
  if (days.length === 0 || days.length > PARTNER_AREA_MAX_DAYS)
    throw new ApiError(Code.PartnerFiguresRange, { days: PARTNER_AREA_MAX_DAYS })
  return days
}

/** A São Paulo day of a timestamptz column, as SQL text 'YYYY-MM-DD'. */
const dayOfSql = (column: string) =>
  sql.raw(`to_char(${column} at time zone '${REWARDS_TIMEZONE}', 'YYYY-MM-DD')`)

interface CountRow {
  day: string
  sub: string
  a: string | number
  b: string | number
}

export const partnerFigures = async (
  db: Db,
  userId: number,
  body: PartnerFiguresBody,
): Promise<PartnerFigures> => {
  const days = figuresRange(body)
  const { id: partnerId } = await partnerOf(db, userId)
  const slot = Math.min(Math.max(body.by ?? 1, 1), SUB_ID_SLOTS)
  const sub = sql.raw(`coalesce(sub${slot}, '')`)
  const start = dayStartSql(body.from)
  const end = dayStartSql(shiftDays(body.to, 1))

  const [clicks, signups, firstDeposits, qualified, attributed] = await Promise.all([
    db.execute(sql`
      select ${dayOfSql('created_at')} as day, ${sub} as sub,
             count(*) filter (where not bot and not repeat) as a, count(*) filter (where bot or repeat) as b
      from partner_clicks
      where partner_id = ${partnerId} and created_at >= ${start} and created_at < ${end}
      group by 1, 2`),
    db.execute(sql`
      select ${dayOfSql('attributed_at')} as day, ${sub} as sub, count(*) as a, 0 as b
      from partner_attributions
      where partner_id = ${partnerId} and attributed_at >= ${start} and attributed_at < ${end}
      group by 1, 2`),
    // The first paid deposit of each attributed player: the first ledger deposit onto their wallet.
    db.execute(sql`
      select ${dayOfSql('f.first')} as day, ${sub} as sub, count(*) as a, 0 as b
      from partner_attributions pa
      join lateral (
        select min(t.created_at) as first
        from accounts ac
        join ledger_entries e on e.account_id = ac.id and e.amount > 0
        join ledger_transactions t on t.id = e.transaction_id and t.reason = 'deposit'
        where ac.user_id = pa.user_id
      ) f on f.first >= ${start} and f.first < ${end}
      where pa.partner_id = ${partnerId}
      group by 1, 2`),
    // A qualification counts on the day it became 'qualified': recorded so, or a held one cleared then.
    db.execute(sql`
      select ${dayOfSql('q.updated_at')} as day, ${sql.raw(`coalesce(pa.sub${slot}, '')`)} as sub,
             count(*) as a, coalesce(sum(q.amount), 0) as b
      from partner_qualifications q
      left join partner_attributions pa on pa.user_id = q.user_id
      where q.partner_id = ${partnerId} and q.state = 'qualified'
        and q.updated_at >= ${start} and q.updated_at < ${end}
      group by 1, 2`),
    db.execute(sql`
      select user_id, ${sub} as sub from partner_attributions where partner_id = ${partnerId}`),
  ])

  const byDay = new Map(days.map((day) => [day, empty()]))
  const bySub = new Map<string, PartnerFigureRow>()
  const subRow = (value: string) => {
    const row = bySub.get(value) ?? empty()
    bySub.set(value, row)
    return row
  }
  const add = (rows: CountRow[], apply: (row: PartnerFigureRow, a: number, b: number) => void) => {
    for (const row of rows) {
      const dayRow = byDay.get(row.day)
      if (dayRow) apply(dayRow, Number(row.a), Number(row.b))
      apply(subRow(row.sub), Number(row.a), Number(row.b))
    }
  }
  add(rowsOf<CountRow>(clicks), (row, a, b) => {
    row.clicks += a
    row.otherClicks += b
  })
  add(rowsOf<CountRow>(signups), (row, a) => {
    row.signups += a
  })
  add(rowsOf<CountRow>(firstDeposits), (row, a) => {
    row.firstDeposits += a
  })
  add(rowsOf<CountRow>(qualified), (row, a, b) => {
    row.qualified += a
    row.commission += b
  })

  // NGR from the ledger, per player: the whole range by sub-id, and day by day.
  const players = rowsOf<{ user_id: number; sub: string }>(attributed)
  const ids = players.map((player) => Number(player.user_id))
  const whole = await playersMoney(db, ids, start, end)
  for (const player of players) {
    const money = whole.get(Number(player.user_id))
    if (money) subRow(player.sub).ngr += ngrOf(money)
  }
  if (ids.length > 0)
    for (const day of days) {
      const dayMoney = await playersMoney(db, ids, dayStartSql(day), dayStartSql(shiftDays(day, 1)))
      const row = byDay.get(day)
      if (row) for (const money of dayMoney.values()) row.ngr += ngrOf(money)
    }

  // The commission: the CPA of the qualifications above, plus the plan's rate on NGR (the tier the range's
  // NGR reaches), before carry-over.
  const totals = empty()
  for (const row of byDay.values())
    for (const key of Object.keys(totals) as (keyof PartnerFigureRow)[]) totals[key] += row[key]
  const plan = await planOf(db, partnerId, `${body.to.slice(0, 7)}-01`)
  const terms = plan ? termsOf(plan) : null
  const rateBps = terms && totals.ngr > 0 ? (tierOf(terms.tiers, totals.ngr)?.rateBps ?? 0) : 0
  const withShare = (row: PartnerFigureRow) => {
    row.commission += shareOf(row.ngr, rateBps)
  }
  for (const row of [...byDay.values(), ...bySub.values(), totals]) withShare(row)

  return {
    partnerId,
    from: body.from,
    to: body.to,
    rateBps,
    cpa: terms?.cpa?.amount ?? 0,
    totals,
    days: days.map((day) => ({ day, ...(byDay.get(day) ?? empty()) })),
    subIds: [...bySub.entries()]
      .map(([subId, row]) => ({ subId, ...row }))
      .sort((a, b) => b.signups - a.signups || b.clicks - a.clicks || a.subId.localeCompare(b.subId)),
  }
}
