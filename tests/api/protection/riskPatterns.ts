/**
 * Risk monitoring test data, written by SQL so that a week of 10,000 players takes seconds: players with a PIX
 * key, a device and an address of their own; an ordinary week of play; and each rule's planted pattern or its
 * near miss (a pattern just short of the rule), all relative to `now`.
 */

import type { Db } from '@server/db'
import type { RiskRule } from '@src/contract/risk-values'
import { sql } from 'drizzle-orm'

const ids = (userIds: number[]) => sql`${`{${userIds.join(',')}}`}::int[]`

const run = (db: Db, query: ReturnType<typeof sql>) => db.execute(query)

/** Each batch's own range of phones, CPFs and codes. */
let nextTag = Math.floor(Math.random() * 50_000)

/** Creates `count` players (verified identity, a CPF, a PIX key, a device and an address each); answers their ids. */
export const makePlayers = async (db: Db, count: number): Promise<number[]> => {
  const tag = String(nextTag++)
  const { rows } = (await db.execute(sql`
    insert into users (phone, password_hash, invitation_code, cpf, identity_state)
    select '+5598' || lpad((${Number(tag)}::bigint * 100000 + g)::text, 11, '0'), 'x', 'risk' || ${tag} || '-' || g,
           lpad(((${Number(tag)}::bigint * 100000 + g) % 100000000000)::text, 11, '0'), 'verified'
    from generate_series(1, ${count}) g
    returning id`)) as unknown as { rows: { id: number }[] }
  const players = rows.map((row) => Number(row.id))
  await run(
    db,
    sql`insert into payout_accounts (user_id, kind, bank_name, holder, number, cpf, pix_key_type)
        select u.id, 'pix', 'PIX', 'Jogador', 'key-' || u.id, u.cpf, 'EVP' from users u where u.id = any(${ids(players)})`,
  )
  await run(
    db,
    sql`insert into account_sightings (user_id, kind, value_hash)
        select u, k, md5(k || u::text) from unnest(${ids(players)}) u, unnest(array['device', 'address']) k`,
  )
  return players
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`

/** Rounds for players: `offsets` (an SQL interval list per player) before `now`, each of `bet`, won `win`. */
const rounds = (db: Db, players: number[], when: ReturnType<typeof sql>, bet: number, win = 0) =>
  run(
    db,
    sql`insert into rounds (user_id, game_id, bet, win, settled, started_at, ended_at)
        select u, (select min(id) from games), ${bet}, ${win}, true, t, t + interval '1 minute'
        from unnest(${ids(players)}) u cross join lateral (${when}) w(t)`,
  )

/** Paid top-ups (or withdrawals to the player's PIX key) at the instants `when` gives for each player. */
const money = (
  db: Db,
  players: number[],
  type: 'recharge' | 'withdraw',
  when: ReturnType<typeof sql>,
  amount: number,
) =>
  run(
    db,
    sql`insert into orders (user_id, type, status, amount, idempotency_key, channel_id, payout_account_id, audited_at, created_at)
        select u, ${type}, 'paid', ${amount}, 'risk-' || md5(random()::text),
               case when ${type} = 'recharge' then (select min(id) from payment_channels) end,
               case when ${type} = 'withdraw' then (select min(id) from payout_accounts p where p.user_id = u) end,
               w.t, w.t
        from unnest(${ids(players)}) u cross join lateral (${when}) w(t)`,
  )

/** Login sessions that played from `start` for `minutes`. */
const playSessions = (
  db: Db,
  players: number[],
  when: ReturnType<typeof sql>,
  minutes: ReturnType<typeof sql>,
) =>
  run(
    db,
    sql`insert into sessions (user_id, token_hash, created_at, last_used_at, expires_at, play_started_at)
        select u, md5(random()::text || u || w.t), w.t, w.t + make_interval(mins => (${minutes})::int),
               w.t + interval '7 days', w.t
        from unnest(${ids(players)}) u cross join lateral (${when}) w(t)`,
  )

/** Instants: `n` days back from now at a São Paulo hour (plus a random minute when jitter). */
const daily = (now: Date, days: number, hour: number | 'day') =>
  sql`select (date_trunc('day', ${at(now)} at time zone 'America/Sao_Paulo') - make_interval(days => d)
               + ${hour === 'day' ? sql`make_interval(hours => 10 + floor(random() * 11)::int, mins => floor(random() * 60)::int)` : sql`make_interval(hours => ${hour})`})
              at time zone 'America/Sao_Paulo'
       from generate_series(1, ${days}) d`

/**
 * An ordinary week: daytime play (three rounds a day of R$ 2 to R$ 10), a session a day of 40 to 90 minutes,
 * a top-up of R$ 30 to R$ 70 every other day, a small withdrawal after much play for one in ten.
 */
export const ordinaryWeek = async (db: Db, players: number[], now: Date): Promise<void> => {
  await run(
    db,
    sql`insert into rounds (user_id, game_id, bet, win, settled, started_at, ended_at)
        select u, (select min(id) from games), 200 + floor(random() * 800)::int, 0, true, w.t, w.t + interval '1 minute'
        from unnest(${ids(players)}) u cross join lateral (${daily(now, 7, 'day')}) w(t), generate_series(1, 3)`,
  )
  await playSessions(db, players, daily(now, 7, 'day'), sql`40 + floor(random() * 51)`)
  await run(
    db,
    sql`insert into orders (user_id, type, status, amount, idempotency_key, channel_id, audited_at, created_at)
        select u, 'recharge', 'paid', 3000 + floor(random() * 4001)::int, 'bg-' || md5(random()::text),
               (select min(id) from payment_channels), w.t, w.t
        from unnest(${ids(players)}) u cross join lateral (${daily(now, 7, 'day')}) w(t)
        where random() < 0.5`,
  )
  await money(
    db,
    players.filter((_, index) => index % 10 === 0),
    'withdraw',
    sql`select ${at(now)} - interval '3 hours'`,
    5_000,
  )
}

/** `near`: the pattern just short of the rule. */
export const plant = async (
  db: Db,
  rule: RiskRule,
  players: number[],
  now: Date,
  near: boolean,
): Promise<void> => {
  const ago = (interval: string) => sql`select ${at(now)} - ${interval}::interval`
  switch (rule) {
    case 'lossChasing': {
      // A round at two hours ago empties the game balance; top-ups at 5, 10 and 20 minutes (near: 45) after.
      await run(
        db,
        sql`insert into accounts (user_id, kind) select u, 'game' from unnest(${ids(players)}) u on conflict do nothing`,
      )
      await run(
        db,
        sql`insert into accounts (kind, shard) values ('house', 0), ('deposits', 0) on conflict do nothing`,
      )
      // Each player's game balance is funded with the stake first (an adjustment, which no rule reads), so
      // that the round's bet empties it; every entry carries its account's balance after it.
      await run(
        db,
        sql`with r as (
              insert into rounds (user_id, game_id, bet, win, settled, started_at, ended_at)
              select u, (select min(id) from games), 5000, 0, true, ${at(now)} - interval '2 hours', ${at(now)} - interval '2 hours'
              from unnest(${ids(players)}) u returning id, user_id
            ), t as (
              insert into ledger_transactions (idempotency_key, reason, reference)
              select k.key, k.reason, k.reference from r cross join lateral (values
                (1, 'risk-fund:' || r.id, 'adjustment', 'risk-fund:' || r.id),
                (2, 'risk-bet:' || r.id, 'bet', 'round:' || r.id)) k(step, key, reason, reference)
              order by k.step, r.id
              returning id, idempotency_key
            ), lines as (
              select t.id as tx, e.account, e.amount, row_number() over (order by t.id, e.side) as ord
              from r join t on t.idempotency_key in ('risk-fund:' || r.id, 'risk-bet:' || r.id)
              cross join lateral (select starts_with(t.idempotency_key, 'risk-fund:') as funding) f
              cross join lateral (values
                (1, (select id from accounts where user_id = r.user_id and kind = 'game'),
                 case when f.funding then 5000 else -5000 end::bigint),
                (2, (select id from accounts where user_id is null and shard = 0
                       and kind = case when f.funding then 'deposits' else 'house' end),
                 case when f.funding then -5000 else 5000 end::bigint)
              ) e(side, account, amount)
            )
            insert into ledger_entries (transaction_id, account_id, amount, balance_after)
            select l.tx, l.account, l.amount, a.balance + sum(l.amount) over (partition by l.account order by l.ord)
            from lines l join accounts a on a.id = l.account
            order by l.ord`,
      )
      for (const minutes of near ? [5, 10, 45] : [5, 10, 20])
        await money(db, players, 'recharge', ago(`${120 - minutes} minutes`), 5_000)
      return
    }
    case 'depositSpike':
      // Three top-ups of R$ 50 in the days before, then one of R$ 220 (near: R$ 90). The ordinary week's own
      // top-ups (R$ 30 to 70, at random) keep the median between R$ 30 and R$ 70, so the spike is above
      // 3 times any median it can have and the near miss at most 3 times the lowest.
      for (const days of [5, 4, 3]) await money(db, players, 'recharge', ago(`${days} days`), 5_000)
      await money(db, players, 'recharge', ago('1 hour'), near ? 9_000 : 22_000)
      return
    case 'limitNear':
      // A daily loss limit of R$ 100, R$ 80 (near: R$ 79) lost today.
      await run(
        db,
        sql`insert into player_limits (user_id, key, value) select u, 'lossDay', 10000 from unnest(${ids(players)}) u`,
      )
      await run(
        db,
        sql`insert into play_days (user_id, day, net_loss)
            select u, (${at(now)} at time zone 'America/Sao_Paulo')::date, ${near ? 7_900 : 8_000} from unnest(${ids(players)}) u
            on conflict (user_id, day) do update set net_loss = excluded.net_loss`,
      )
      return
    case 'longSession':
      // Six sessions of 40 minutes over the last days, then one of 180 (near: 95, short of the hour's margin).
      await playSessions(db, players, daily(now, 6, 15), sql`40`)
      await playSessions(db, players, ago('4 hours'), sql`${near ? 95 : 180}`)
      return
    case 'nightStreak':
      // Play at 02:00 São Paulo on three (near: two) nights in a row.
      await rounds(db, players, daily(now, near ? 2 : 3, 2), 500)
      return
    case 'sharedIdentifier': {
      // Groups of three (near: two) players on one device.
      const size = near ? 2 : 3
      await run(
        db,
        sql`insert into account_sightings (user_id, kind, value_hash, last_seen)
            select u, 'device', md5('shared-' || ${size} || '-' || ${players[0] ?? 0} || '-' || ((o - 1) / ${size})::int), ${at(now)} - interval '1 hour'
            from unnest(${ids(players)}) with ordinality x(u, o)`,
      )
      return
    }
    case 'largeWithdrawal':
      // A withdrawal of R$ 3.000 with R$ 500 (near: R$ 3.500) staked in the month.
      await rounds(db, players, ago('2 days'), near ? 350_000 : 50_000)
      await money(db, players, 'withdraw', ago('1 hour'), 300_000)
      return
    case 'passThrough':
      // R$ 1.500 in, R$ 1.700 out, R$ 10 (near: R$ 600) staked in the week besides the ordinary play.
      await money(db, players, 'recharge', ago('2 days'), 150_000)
      await rounds(db, players, ago('1 day'), near ? 60_000 : 1_000)
      await money(db, players, 'withdraw', ago('1 hour'), 170_000)
      return
    case 'partnerFraud': {
      // Players a partner brought share one device (a farm); near: the partner's players share nothing.
      const [owner] = await makePlayers(db, 1)
      await run(
        db,
        sql`with p as (insert into partners (user_id, status) values (${owner}, 'approved') returning id)
            insert into partner_attributions (user_id, partner_id, attributed_at)
            select u, p.id, ${at(now)} - interval '1 hour' from unnest(${ids(players)}) u, p`,
      )
      if (!near)
        await run(
          db,
          sql`insert into account_sightings (user_id, kind, value_hash, last_seen)
              select u, 'device', md5('farm-' || ${players[0] ?? 0}), ${at(now)} - interval '1 hour'
              from unnest(${ids(players)}) u`,
        )
      return
    }
  }
}

/** Players flagged by each rule (any flag), from risk_flags. */
export const flaggedBy = async (db: Db): Promise<Map<number, Set<RiskRule>>> => {
  const { rows } = (await db.execute(sql`select distinct user_id, rule from risk_flags`)) as unknown as {
    rows: { user_id: number; rule: RiskRule }[]
  }
  const flagged = new Map<number, Set<RiskRule>>()
  for (const row of rows) {
    const id = Number(row.user_id)
    flagged.set(id, (flagged.get(id) ?? new Set()).add(row.rule))
  }
  return flagged
}
