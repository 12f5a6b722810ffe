import { TEAM_LEVELS, type TeamData, type TeamLevel, type TeamMember } from '@src/contract/rewards'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { rowsOf } from '../../db/rows'
import { publicName } from '../accounts'
import type { Range } from '../calendar'

/**
 * A player's team: the people they invited (level 1), the people those invited (level 2) and theirs
 * (level 3). Nobody deeper counts. Recharge and withdrawal are paid orders; transactions are settled bets.
 */

/** The team's members with their level, as a CTE body: three joins, so a fourth level cannot slip in. */
const teamOf = (userId: number): SQL => sql`
  select l1.id, 1 as level from users l1 where l1.parent_id = ${userId}
  union all
  select l2.id, 2 from users l2 join users l1 on l2.parent_id = l1.id where l1.parent_id = ${userId}
  union all
  select l3.id, 3 from users l3 join users l2 on l3.parent_id = l2.id join users l1 on l2.parent_id = l1.id
    where l1.parent_id = ${userId}`

/** Each member's paid top-ups and withdrawals, within `range` when given (paid time). */
const paidOrders = (range?: Range): SQL => sql`
  select user_id,
    coalesce(sum(amount) filter (where type = 'recharge'), 0) as recharge,
    coalesce(sum(amount) filter (where type = 'withdraw'), 0) as withdrawal
  from orders
  where status = 'paid' and user_id in (select id from team)
    ${range ? sql`and audited_at >= ${range.start} and audited_at < ${range.end}` : sql``}
  group by user_id`

interface LevelRow {
  level: number
  people: string | number
  recharge: string | number
  withdrawal: string | number
  bets: string | number
}

/** Headcount, recharge, withdrawal and turnover per level; levels without members answer zeros. */
const levelStats = async (db: Db, userId: number) => {
  const result = await db.execute(sql`
    with team as (${teamOf(userId)}),
      paid as (${paidOrders()}),
      bets as (
        select user_id, sum(bet) as bets from rounds
        where settled and user_id in (select id from team) group by user_id
      )
    select team.level, count(*) as people,
      coalesce(sum(paid.recharge), 0) as recharge,
      coalesce(sum(paid.withdrawal), 0) as withdrawal,
      coalesce(sum(bets.bets), 0) as bets
    from team
      left join paid on paid.user_id = team.id
      left join bets on bets.user_id = team.id
    group by team.level`)
  const byLevel = new Map(rowsOf<LevelRow>(result).map((row) => [Number(row.level), row]))
  return TEAM_LEVELS.map((level) => {
    const row = byLevel.get(level)
    return {
      level,
      people: Number(row?.people ?? 0),
      recharge: centavos(row?.recharge),
      withdrawal: centavos(row?.withdrawal),
      bets: centavos(row?.bets),
    }
  })
}

interface MemberRow {
  nickname: string
  handle: string
  created_at: string | Date
  recharge: string | number
}

/** One page of a level's members, newest first. */
const levelMembers = async (db: Db, userId: number, level: TeamLevel, page: number, limit: number) => {
  const result = await db.execute(sql`
    with team as (${teamOf(userId)}),
      paid as (${paidOrders()})
    select users.nickname, users.handle, users.created_at, coalesce(paid.recharge, 0) as recharge
    from team
      join users on users.id = team.id
      left join paid on paid.user_id = team.id
    where team.level = ${level}
    order by users.created_at desc, users.id desc
    limit ${limit} offset ${(page - 1) * limit}`)
  return rowsOf<MemberRow>(result).map(
    (row): TeamMember => ({
      name: publicName(row),
      joinedAt: new Date(row.created_at).toISOString(),
      totalRecharge: centavos(row.recharge),
    }),
  )
}

/** index/allThirdLevelUsers. */
export const teamData = async (
  db: Db,
  userId: number,
  level: TeamLevel,
  page: number,
  limit: number,
): Promise<TeamData> => {
  const [levels, list] = await Promise.all([
    levelStats(db, userId),
    levelMembers(db, userId, level, page, limit),
  ])
  const sum = (field: 'people' | 'recharge' | 'withdrawal' | 'bets') =>
    levels.reduce((total, row) => total + row[field], 0)
  return {
    totals: {
      headcount: sum('people'),
      recharge: sum('recharge'),
      withdrawal: sum('withdrawal'),
      transactions: sum('bets'),
    },
    levels: levels.map(({ bets: _bets, ...stats }) => stats),
    level,
    members: { list, total: levels[level - 1]?.people ?? 0, page, limit },
  }
}

interface WeekRow {
  team_size: string | number
  active: string | number
  recharge: string | number
}

/**
 * A partner's team in a week: its size now, the members whose paid top-ups in the week reach
 * `activeMinRecharge`, and the team's paid top-ups in the week.
 */
export const teamWeek = async (db: Db, userId: number, week: Range, activeMinRecharge: number) => {
  const result = await db.execute(sql`
    with team as (${teamOf(userId)}),
      paid as (${paidOrders(week)})
    select count(*) as team_size,
      count(*) filter (where paid.recharge > 0 and paid.recharge >= ${activeMinRecharge}) as active,
      coalesce(sum(paid.recharge), 0) as recharge
    from team left join paid on paid.user_id = team.id`)
  const [row] = rowsOf<WeekRow>(result)
  return {
    teamSize: Number(row?.team_size ?? 0),
    activeMembers: Number(row?.active ?? 0),
    teamRecharge: centavos(row?.recharge),
  }
}

/** Players (not demo ones) with a paid top-up on their team in the range: the only ones a salary can reach. */
export const partnersWithTopUps = async (db: Db, range: Range): Promise<number[]> => {
  const result = await db.execute(sql`
    with payers as (
      select distinct user_id as id from orders
      where type = 'recharge' and status = 'paid' and audited_at >= ${range.start} and audited_at < ${range.end}
    )
    select ancestors.id from (
      select l1.parent_id as id from payers join users l1 on l1.id = payers.id
      union
      select l2.parent_id from payers join users l1 on l1.id = payers.id join users l2 on l2.id = l1.parent_id
      union
      select l3.parent_id from payers join users l1 on l1.id = payers.id join users l2 on l2.id = l1.parent_id
        join users l3 on l3.id = l2.parent_id
    ) ancestors
      join users partner on partner.id = ancestors.id
    where not partner.demo
    order by ancestors.id`)
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id))
}
