#!/usr/bin/env node
// Benchmark of the reports (not a test; target: 30 days of all games in at most 500 ms on PostgreSQL
// with 1,000,000 rounds, and a CSV export of 1,000,000 rows without the process growing past 100 MB more).
// On a temporary PostgreSQL database created beside DATABASE_URL (never a real one), seeded with the server's
// own seed, it writes BENCH_ROUNDS settled rounds (default 1,000,000) of 1,000 players over all the original
// games and the last 30 São Paulo days, each with its ledger movement (the bet into a house shard, the win
// back), by generate_series INSERTs in SQL (the ledger's balance check is switched off while seeding, on this
// scratch database only: every movement is balanced by construction). It then prints, over HTTP to the
// server running in this process on loopback:
// - admin/report_summary and admin/report_games over the 30 days: the first request (which sums the closed
//   hours into the hourly summaries) and the median and p95 of BENCH_RUNS later ones (default 15);
// - admin/report_export of every round: rows, bytes, seconds and the process's peak RSS and heap growth over
//   their values before the export (sampled every 10 ms while curl, in a process of its own, reads the
//   download and counts it), and with --expose-gc the heap still held after a GC.
// Usage: DATABASE_URL=postgres://... [BENCH_ROUNDS=1000000] [BENCH_RUNS=15] [BENCH_KEEP=1] node --expose-gc scripts/bench-reports.mjs
import { spawn } from 'node:child_process'
import pg from 'pg'
import './tsx.mjs'

const { buildApp } = await import('../server/app.ts')
const { openSeededDatabase } = await import('../server/seeds/index.ts')
const { freshPostgresDatabase } = await import('../tests/support/postgres.ts')
const { benchConfig } = await import('./bench-support.ts')

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const PLAYERS = 1_000
const DAYS = 30

if (!process.env.DATABASE_URL) {
  console.log('Set DATABASE_URL to a PostgreSQL database whose server may create a temporary one.')
  process.exit(1)
}

/** Players, their game accounts, the rounds and their ledger movements, all in SQL. */
const seed = async (url) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const started = performance.now()
  // History in bulk: the per-entry checks and balances (migrations 0012 and 0033) are off while it is written,
  // and the balances set once at the end.
  await client.query('alter table ledger_entries disable trigger ledger_entries_balanced')
  await client.query('alter table ledger_entries disable trigger ledger_entries_apply')
  await client.query('alter table accounts disable trigger accounts_balance_by_entries')
  await client.query(`
    insert into users (phone, password_hash, invitation_code, parent_id, created_at)
    select '+5511' || lpad((80000000 + i)::text, 9, '0'), 'bench', 'bench' || i, null,
           now() - interval '40 days'
    from generate_series(1, ${PLAYERS}) i`)
  // A tenth of the players came invited.
  await client.query(`update users set parent_id = (select min(id) from users where invitation_code like 'bench%')
    where invitation_code like 'bench%' and substr(invitation_code, 6)::int % 10 = 0`)
  await client.query(`insert into accounts (user_id, kind)
    select id, 'game' from users where invitation_code like 'bench%' on conflict do nothing`)
  await client.query(`insert into accounts (kind, shard) select 'house', s from generate_series(0, 63) s
    on conflict do nothing`)
  await client.query(`insert into accounts (kind) values ('deposits') on conflict do nothing`)
  await client.query(`
    create temp table bench_players as
    select row_number() over (order by u.id) - 1 as n, u.id as user_id, a.id as game_account,
           (select id from accounts h where h.user_id is null and h.kind = 'house' and h.shard = u.id % 64) as house_account
    from users u join accounts a on a.user_id = u.id and a.kind = 'game'
    where u.invitation_code like 'bench%'`)
  await client.query(`create temp table bench_games as
    select row_number() over (order by id) - 1 as n, id from games where provider = 'ficha'`)
  // Each player's money, deposited before the month.
  await client.query(`
    with moved as (
      insert into ledger_transactions (idempotency_key, reason, reference, created_at)
      select 'bench:fund:' || user_id, 'deposit', 'bench:' || user_id, now() - interval '35 days' from bench_players
      returning id, reference)
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select m.id, x.account, x.amount, 0
    from moved m join bench_players p on m.reference = 'bench:' || p.user_id
    cross join lateral (values (p.game_account, 100000000000::bigint),
      ((select id from accounts where user_id is null and kind = 'deposits' and shard = 0), -100000000000::bigint)) x(account, amount)`)
  const games = (await client.query('select count(*)::int as n from bench_games')).rows[0].n
  const batch = 200_000
  for (let first = 1; first <= ROUNDS; first += batch) {
    const last = Math.min(ROUNDS, first + batch - 1)
    await client.query(`
      create temp table bench_batch as
      select i, p.user_id, p.game_account, p.house_account, g.id as game_id, s.bet,
             case when random() < 0.32 then s.bet * 3 else 0 end as win,
             now() - random() * interval '${DAYS - 1} days' - random() * interval '1 hour' as at
      from generate_series(${first}, ${last}) i
      join bench_players p on p.n = (i::bigint * 7919) % ${PLAYERS}
      join bench_games g on g.n = i % ${games}
      cross join lateral (select (100 * (1 + i % 10))::bigint as bet) s`)
    await client.query(`
      with played as (
        insert into rounds (user_id, game_id, bet, win, settled, started_at, ended_at)
        select user_id, game_id, bet, win, true, at, at from bench_batch order by i
        returning id, user_id, bet, win, ended_at),
      moved as (
        insert into ledger_transactions (idempotency_key, reason, reference, created_at)
        select 'round:' || id, 'bet', 'round:' || id, ended_at from played
        returning id, reference)
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select m.id, x.account, x.amount, 0
      from moved m
      join played r on m.reference = 'round:' || r.id
      join bench_players p on p.user_id = r.user_id
      cross join lateral (values (p.game_account, -r.bet), (p.house_account, r.bet),
                                 (p.house_account, -r.win), (p.game_account, r.win)) x(account, amount)
      where x.amount <> 0`)
    await client.query('drop table bench_batch')
  }
  await client.query(`update accounts a set balance = s.total, last_entry_id = s.last
    from (select account_id, sum(amount) as total, max(id) as last from ledger_entries group by 1) s
    where s.account_id = a.id`)
  await client.query('alter table ledger_entries enable trigger ledger_entries_balanced')
  await client.query('alter table ledger_entries enable trigger ledger_entries_apply')
  await client.query('alter table accounts enable trigger accounts_balance_by_entries')
  await client.query('analyze')
  await client.end()
  return (performance.now() - started) / 1000
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]

const timed = async (url, token, path, body) => {
  const started = performance.now()
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  })
  const answer = await response.json()
  if (answer.code !== 1) throw new Error(`${path}: ${answer.code} ${answer.msg}`)
  return { ms: performance.now() - started, rows: answer.data.rows.length }
}

const exportRss = async (url, token, body) => {
  global.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  let heapPeak = process.memoryUsage().heapUsed
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peak = Math.max(peak, now.rss)
    heapPeak = Math.max(heapPeak, now.heapUsed)
  }, 10)
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  // The download is read by curl in a process of its own: the figures are the server's alone (a client in
  // this process, fetch, left some 200 MB of its own garbage in them).
  const counted = await new Promise((resolve, reject) => {
    const client = spawn(
      'sh',
      [
        '-c',
        'curl -sS -X POST "$1" -H "content-type: application/json" -H "token: $2" -H "accept-encoding: identity" --data-binary @- | wc -lc',
        'export',
        `${url}/api/admin/report_export`,
        token,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    let output = ''
    client.stdout.on('data', (chunk) => {
      output += chunk
    })
    client.on('error', reject)
    client.on('exit', (code) =>
      code === 0 ? resolve(output.trim().split(/\s+/).map(Number)) : reject(new Error(`curl exited ${code}`)),
    )
    client.stdin.end(JSON.stringify(body))
  })
  const [lines, bytes] = counted
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  // With --expose-gc: what the export left behind once its garbage is collected (constant memory: ~0).
  global.gc?.()
  return {
    rows: lines - 1,
    bytes,
    seconds: (performance.now() - started) / 1000,
    growth: peak - before,
    heapGrowth: heapPeak - heapBefore,
    retained: global.gc ? process.memoryUsage().heapUsed - heapBefore : null,
  }
}

const database = await freshPostgresDatabase(process.env.DATABASE_URL, 'ficha_bench')
try {
  const config = benchConfig(database.url)
  const opened = await openSeededDatabase(config)
  const seconds = await seed(database.url)
  const app = await buildApp({ config, database: opened })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${app.server.address().port}`
  try {
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: config.operator.phone, password: config.operator.password }),
    }).then((response) => response.json())
    const token = login.data.userinfo.token
    const days = (
      await opened.db.execute(
        'select (ficha_sp_day(now()) - 29)::text as from, ficha_sp_day(now())::text as to',
      )
    ).rows[0]
    console.log(
      `\nPostgreSQL: ${ROUNDS.toLocaleString('en')} rounds of ${PLAYERS} players over ${DAYS} days, seeded in ${seconds.toFixed(1)} s`,
    )
    const rows = []
    for (const [path, groupBy] of [
      ['admin/report_summary', 'day'],
      ['admin/report_games', 'game'],
      ['admin/report_games', 'day'],
    ]) {
      const body = { from: days.from, to: days.to, groupBy }
      const first = await timed(url, token, path, body)
      const times = []
      for (let run = 0; run < RUNS; run++) times.push((await timed(url, token, path, body)).ms)
      times.sort((a, b) => a - b)
      rows.push({
        report: `${path} (${groupBy}, ${first.rows} rows)`,
        'first ms (builds the hours)': Math.round(first.ms),
        'median ms': Math.round(percentile(times, 0.5)),
        'p95 ms': Math.round(percentile(times, 0.95)),
      })
    }
    console.table(rows)
    const exported = await exportRss(url, token, { report: 'rounds', from: days.from, to: days.to })
    console.table([
      {
        export: 'admin/report_export rounds (CSV)',
        rows: exported.rows,
        MB: (exported.bytes / 1e6).toFixed(1),
        seconds: exported.seconds.toFixed(1),
        'peak RSS growth MB': (exported.growth / 1e6).toFixed(1),
        'peak heap growth MB': (exported.heapGrowth / 1e6).toFixed(1),
        'heap kept after GC MB':
          exported.retained === null ? 'run with --expose-gc' : (exported.retained / 1e6).toFixed(1),
      },
    ])
  } finally {
    await app.close()
    await opened.close()
  }
} finally {
  // BENCH_KEEP=1 leaves the seeded database for a look at its plans (its address is printed).
  if (process.env.BENCH_KEEP) console.log(`kept ${database.url}`)
  else await database.drop()
}
