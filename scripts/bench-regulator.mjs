#!/usr/bin/env node
// Benchmark of the regulator's daily files (not a test; target: a day of 1,000,000 rounds built in at
// most 2 minutes). On a temporary PostgreSQL database created beside DATABASE_URL (never a real one) it seeds,
// in bulk SQL (generate_series), one São Paulo day of ROUNDS rounds of 10,000 players, nine in ten of Ficha's
// own games and one in ten of a provider's, each with its ledger movement as the game engine and the wallet
// gateway write them, plus a deposit per player; then builds the day's files (bets, bettors, wallet: render,
// SHA-256, XSD validation, totals checks, storage) and prints the seeding time, the build time, the parts
// and the records per second.
// Usage: DATABASE_URL=postgres://... node scripts/bench-regulator.mjs [rounds, default 1000000]
import { sql } from 'drizzle-orm'
import './tsx.mjs'

const { loadConfig } = await import('../server/config.ts')
const { buildRegulatorDay } = await import('../server/services/regulator/index.ts')
const { benchOnScratchPostgres } = await import('./bench-support.ts')

const ROUNDS = Number(process.argv[2] ?? 1_000_000)
const PLAYERS = Math.min(10_000, Math.max(1, Math.floor(ROUNDS / 10)))
const DAY = '2025-06-15'

const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1)

/**
 * The day's rounds and their ledger movements, written in bulk. The files read entries, not balances: the
 * entries are not applied to the accounts meanwhile (trigger ledger_entries_apply off, migration 0031).
 */
const seed = async (db) => {
  await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_apply`)
  const dayStart = sql`(${DAY}::date)::timestamp at time zone 'America/Sao_Paulo'`
  const step = sql`make_interval(secs => 86399.0 / ${ROUNDS}::int)`
  await db.execute(sql`
    insert into users (phone, password_hash, invitation_code, cpf, full_name, birth_date, identity_state)
    select '+5521' || lpad(g::text, 9, '0'), 'bench: never logs in', 'RB' || g, lpad(g::text, 11, '0'),
           'Jogador ' || g, date '1990-01-01' + g % 5000, 'verified'
    from generate_series(1, ${PLAYERS}::int) g`)
  await db.execute(sql`
    insert into accounts (user_id, kind)
    select u.id, k.kind from users u cross join (values ('wallet'), ('game')) k(kind)
    where u.phone like '+5521%' on conflict do nothing`)
  await db.execute(sql`insert into accounts (kind, shard) values ('house', 0) on conflict do nothing`)
  await db.execute(sql`insert into accounts (kind, shard) values ('deposits', 0) on conflict do nothing`)
  await db.execute(sql`
    create temp table bench_players as
    select u.id as user_id, w.id as wallet, g.id as game, (row_number() over (order by u.id) - 1)::int as n
    from users u join accounts w on w.user_id = u.id and w.kind = 'wallet'
    join accounts g on g.user_id = u.id and g.kind = 'game'
    where u.phone like '+5521%'`)
  const [game] = (
    await db.execute(sql`select id from games where provider = 'ficha' and enabled order by id limit 1`)
  ).rows
  // Own rounds (9 in 10) and provider rounds (1 in 10), spread over the day.
  await db.execute(sql`
    insert into rounds (user_id, game_id, bet, win, settled, started_at, ended_at)
    select p.user_id, ${game.id}::int, 100 + g % 900, case when g % 3 = 0 then 250 + g % 700 else 0 end, true,
           ${dayStart} + g * ${step}, ${dayStart} + g * ${step}
    from generate_series(1, ${ROUNDS}::int) g join bench_players p on p.n = g % ${PLAYERS}::int
    where g % 10 <> 0`)
  await db.execute(sql`
    insert into provider_rounds (provider, external_id, user_id, game_code, bet, win, state, started_at, ended_at)
    select 'sim', 'r' || g, p.user_id, 'sim_fortune', 100 + g % 900, case when g % 4 = 0 then 400 else 0 end,
           'closed', ${dayStart} + g * ${step}, ${dayStart} + g * ${step}
    from generate_series(1, ${ROUNDS}::int) g join bench_players p on p.n = g % ${PLAYERS}::int
    where g % 10 = 0`)
  // Their ledger movements: an own round's one movement (stake and prize), a provider round's bet and win.
  await db.execute(sql`
    insert into ledger_transactions (idempotency_key, reason, reference, created_at)
    select 'round:' || id, 'bet', 'round:' || id, ended_at from rounds
    union all
    select 'gp:sim:debit:' || id, 'bet', 'gp:sim:round:' || id, ended_at from provider_rounds
    union all
    select 'gp:sim:credit:' || id, 'win', 'gp:sim:round:' || id, ended_at from provider_rounds where win > 0`)
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select t.id, x.account, x.amount, 0
    from rounds r join bench_players p on p.user_id = r.user_id
    join ledger_transactions t on t.idempotency_key = 'round:' || r.id
    cross join lateral (values (p.game, -r.bet), ((select id from accounts where kind = 'house' and shard = 0 and user_id is null), r.bet),
                               ((select id from accounts where kind = 'house' and shard = 0 and user_id is null), -r.win),
                               (p.game, r.win)) x(account, amount)
    where x.amount <> 0`)
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select t.id, x.account, x.amount, 0
    from provider_rounds r join bench_players p on p.user_id = r.user_id
    join ledger_transactions t on t.reference = 'gp:sim:round:' || r.id
    cross join lateral (values
      (p.game, case when t.reason = 'bet' then -r.bet else r.win end),
      ((select id from accounts where kind = 'house' and shard = 0 and user_id is null),
       case when t.reason = 'bet' then r.bet else -r.win end)) x(account, amount)`)
  // A deposit per player.
  await db.execute(sql`
    with moved as (
      insert into ledger_transactions (idempotency_key, reason, reference, created_at)
      select 'bench:deposit:' || user_id, 'deposit', 'order:bench:' || user_id, ${dayStart} + n * interval '1 second'
      from bench_players returning id, idempotency_key
    )
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select m.id, x.account, x.amount, 0
    from moved m join bench_players p on m.idempotency_key = 'bench:deposit:' || p.user_id
    cross join lateral (values (p.wallet, 50000::bigint),
                               ((select id from accounts where kind = 'deposits' and shard = 0 and user_id is null), -50000::bigint)) x(account, amount)`)
  await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_apply`)
  await db.execute(sql`analyze`)
}

await benchOnScratchPostgres(
  (databaseUrl) => ({
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }),
    logLevel: 'silent',
    databaseUrl,
  }),
  async (db, config) => {
    let start = performance.now()
    await seed(db)
    console.log(`seeded ${ROUNDS.toLocaleString('en')} rounds of ${PLAYERS} players in ${seconds(start)} s`)
    start = performance.now()
    const status = await buildRegulatorDay(db, config.regulator, DAY)
    const took = (performance.now() - start) / 1000
    const parts = (
      await db.execute(
        sql`select kind, count(*)::int as parts, sum(records)::int as records, sum(octet_length(content))::bigint as bytes
            from regulator_files where day = ${DAY} group by kind order by kind`,
      )
    ).rows
    for (const row of parts)
      console.log(
        `  ${row.kind}: ${row.records.toLocaleString('en')} records in ${row.parts} parts, ${(Number(row.bytes) / 1e6).toFixed(1)} MB`,
      )
    console.log(
      `built the day's files (${status}) in ${took.toFixed(1)} s: ${Math.round(ROUNDS / took).toLocaleString('en')} rounds/s (target: 1,000,000 rounds in at most 120 s)`,
    )
  },
)
