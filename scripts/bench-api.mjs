#!/usr/bin/env node
// Benchmark of the hot calls (not a test). Starts the server in this process on loopback, on a temporary
// PGlite database and, when DATABASE_URL is set, on a temporary PostgreSQL database created beside it, and
// prints, measured side by side in this one run:
// - each hot read's requests/s beside a bare Fastify route answering the very same bytes (the share);
// - rounds/s of 20 players spinning over HTTP (game/spin, one spin in flight each);
// - on PostgreSQL, when PGLEDGER_DIR names a checkout of github.com/pgr0ss/pgledger (kept outside the
//   project, applied to the bench's temporary database), beside the rounds in alternating slices (autovacuum
//   off on the database's tables, which are analyzed after the warm-up and vacuumed between slices instead):
//   pgledger_create_transfer behind a bare Fastify route in a process of its own (scripts/bench-pgledger-route.mjs),
//   driven over HTTP exactly as game/spin is (20 connections, one request in flight each, 1,000 accounts): the
//   like-for-like anchor, one money movement per request with the same HTTP front;
// - on PostgreSQL, driven by pgbench with 20 clients over 1,000 accounts on the same server (no HTTP): the
//   transfers/s of a plain-SQL ledger doing what pgledger's pgledger_create_transfer does (both accounts
//   locked in a fixed order, balances and versions updated, a transfer row and two entries with each
//   account's balance before and after and its version), and pgledger_create_transfer itself;
// - user/login's requests/s (password hashing bound).
// On PostgreSQL the rounds are played against the real entry point (server/main.ts) in processes of its
// own, WEB_CONCURRENCY of them (default 1), as pgbench talks to PostgreSQL from a process of its own.
// Usage: [DATABASE_URL=...] [PGLEDGER_DIR=...] node scripts/bench-api.mjs [seconds per measurement, default 5] [connections, default 10]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import pg from 'pg'
import { cpuReading, cpuSpent } from './bench-cpu.mjs'
import './tsx.mjs'

// The repository's tsconfig, whatever the working directory: its paths are the @src/, @server/… aliases.
const { rounds } = await import('../server/db/schema/rounds.ts')
const { games } = await import('../server/db/schema/catalogue.ts')
const { hashPassword } = await import('../server/services/accounts/passwords.ts')
const { createUser } = await import('../server/services/accounts/users.ts')
const { benchLoad, benchSpins } = await import('./bench-load.mjs')
const { PRODUCTION_ENV } = await import('../tests/api/productionEnv.ts')
const { benchAppOnLoopback, benchOnBothDatabases, benchServerProcess, benchSpinnerTokens, loadBenchConfig } =
  await import('./bench-support.ts')

const DURATION = Number(process.argv[2] ?? 5)
const CONNECTIONS = Number(process.argv[3] ?? 10)
const PASSWORD = 'bench password 1'
/** The feed reads the newest rows of a table that grows with play: give it a realistic size. */
const ROUNDS = 20_000
const PLAYERS = 50
/** The issue's load: 20 players at once, one spin in flight each; pgbench gets as many clients. */
const SPINNERS = 20
const LEDGER_ACCOUNTS = 1_000
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? 1)

/** The hot reads: every open portal and partner ticker calls them. */
const HOT_READS = [
  ['bet/getWinList', { count: 10 }],
  ['index/game_index', {}],
  ['index/getban', {}],
  ['index/get_msg', {}],
  ['index/get_contents', { key: 'about-us' }],
  ['index/get_c', {}],
  ['webconfig/index', {}],
]

/** The bench's players and rounds: written straight into the temporary database, never into a real one. */
const fill = async (db) => {
  const passwordHash = await hashPassword(PASSWORD)
  const players = []
  for (let index = 0; index < PLAYERS; index++) {
    const phone = `+55119${String(90_000_000 + index).padStart(8, '0')}`
    players.push(await createUser(db, { phone, passwordHash }))
  }
  const gameIds = (await db.select({ id: games.id }).from(games)).map((game) => game.id)
  const start = Date.now() - ROUNDS * 1_000
  for (let offset = 0; offset < ROUNDS; offset += 1_000) {
    await db.insert(rounds).values(
      Array.from({ length: 1_000 }, (_, index) => {
        const at = start + (offset + index) * 1_000
        const bet = 100 + ((offset + index) % 50) * 100
        return {
          userId: players[(offset + index) % PLAYERS].id,
          gameId: gameIds[(offset + index) % gameIds.length],
          bet,
          win: (offset + index) % 3 === 0 ? bet * 3 : 0,
          settled: true,
          startedAt: new Date(at),
          endedAt: new Date(at + 800),
        }
      }),
    )
  }
  return players.map((player) => player.phone)
}

/** Players with a funded game balance and an open game session each: their game tokens. */
const spinners = (db, game) => benchSpinnerTokens(db, game, SPINNERS, 80_000_000)

/** One call under load with this run's connections and seconds unless `options` says otherwise. */
const hammer = (url, path, body, options = {}) =>
  benchLoad(url, path, body, { connections: CONNECTIONS, duration: DURATION, ...options })

/** A bare Fastify server answering `bytes` on the same path: the ceiling a hot read is measured against. */
const bareServer = async (path, bytes) => {
  const bare = Fastify()
  bare.post(`/api/${path}`, (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes))
  await bare.listen({ host: '127.0.0.1', port: 0 })
  return bare
}

const answerBytes = async (url, path, body) => {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.text()
}

/** Turns of each side of a comparison: alternating short slices keep a drifting machine load fair to both. */
const SLICES = 4
/** The rounds' comparison takes more turns, of half a measurement each: 4 times the measurement a side. */
const ROUND_SLICES = 8

/**
 * Two loads (each `(duration) => hammer(…)`) in alternating slices after a slice of each, uncounted (the
 * first calls run cold: compiling, caches filling, a process of its own warming up over seconds): each
 * one's requests/s over all its slices, its answers other than code 1, its worst p99 and its requests in
 * each slice. With `cpuRoots` ({label: pid}), also the CPU milliseconds each side's slices cost those
 * process trees, PostgreSQL, this process and the machine (scripts/bench-cpu.mjs). With `databaseUrl` (whose
 * tables have autovacuum off, vacuumByHand), the database is analyzed (plans from the tables' statistics at
 * their size in use, not empty) and checkpointed after the warm-up, warmed up again, and vacuumed after every
 * slice, outside the slices, each vacuum's milliseconds counted to the side whose slice left the dead rows:
 * no vacuum, statistics or checkpoint lands in one side's slice.
 */
const sideBySide = async (first, second, options = {}) => {
  const { cpuRoots = {}, databaseUrl, slices = SLICES, seconds = DURATION / slices } = options
  const duration = Math.max(1, Math.round(seconds))
  const warmUp = async () => {
    await first(duration)
    await second(duration)
  }
  await warmUp()
  if (databaseUrl) {
    await runSql(databaseUrl, 'vacuum analyze')
    await runSql(databaseUrl, 'checkpoint')
    // After a checkpoint, each page's first change writes the whole page to the WAL: a second warm-up pays it.
    await warmUp()
    await runSql(databaseUrl, 'vacuum')
  }
  const sides = [first, second].map(() => ({ total: 0, failed: 0, p99: 0, cpu: {}, vacuumMs: 0, slices: [] }))
  for (let slice = 0; slice < slices; slice += 1) {
    for (const [index, load] of [first, second].entries()) {
      const before = cpuReading(cpuRoots)
      const result = await load(duration)
      const side = sides[index]
      for (const [label, ms] of Object.entries(cpuSpent(before, cpuReading(cpuRoots))))
        side.cpu[label] = (side.cpu[label] ?? 0) + ms
      side.total += result.total
      side.failed += result.failed
      side.p99 = Math.max(side.p99, result.p99)
      side.slices.push(result.total)
      if (databaseUrl) {
        const started = performance.now()
        await runSql(databaseUrl, 'vacuum')
        side.vacuumMs += performance.now() - started
      }
    }
  }
  return sides.map((side) => ({ ...side, rps: side.total / (duration * slices) }))
}

/** The lowest and highest of the first side's requests as a share of the second's, slice by slice. */
const sliceShares = (first, second) => {
  const shares = first.slices.map((total, slice) => Math.round((total / second.slices[slice]) * 100))
  return `${Math.min(...shares)}-${Math.max(...shares)} %`
}

/** Each side's CPU milliseconds per request, by where they were spent, and its vacuum's wall time per request. */
const cpuPerRequest = (sides) =>
  sides.map(({ label, side }) => ({
    side: label,
    ...Object.fromEntries(
      Object.entries({ ...side.cpu, vacuum: side.vacuumMs }).map(([where, ms]) => [
        `${where} ms`,
        (ms / side.total).toFixed(3),
      ]),
    ),
  }))

/** Each hot read beside the bare route answering its bytes. */
const hotReads = async (url) => {
  const rows = []
  for (const [path, body] of HOT_READS) {
    const bytes = await answerBytes(url, path, body)
    const bare = await bareServer(path, bytes)
    const bareUrl = `http://127.0.0.1:${bare.server.address().port}`
    const [real, baseline] = await sideBySide(
      (duration) => hammer(url, path, body, { duration }),
      (duration) => hammer(bareUrl, path, body, { duration }),
    )
    await bare.close()
    rows.push({
      call: path,
      bytes: Buffer.byteLength(bytes),
      'requests/s': Math.round(real.rps),
      'bare Fastify req/s': Math.round(baseline.rps),
      share: `${Math.round((real.total / baseline.total) * 100)} %`,
      'p99 ms': real.p99,
      'not code 1': real.failed,
    })
  }
  return rows
}

/** The spinners over HTTP for `duration` seconds, one spin in flight each. */
const spinRate = (url, game, tokens, duration = DURATION) => benchSpins(url, game, tokens, duration)

/** pgledger behind its bare route (bench-pgledger-route.mjs), driven as the spins are: a random pair each. */
const pgledgerOverHttp = (url, duration) =>
  hammer(
    url,
    'transfer',
    () => {
      const from = 1 + Math.floor(Math.random() * LEDGER_ACCOUNTS)
      return { from, to: 1 + ((from + Math.floor(Math.random() * (LEDGER_ACCOUNTS - 1))) % LEDGER_ACCOUNTS) }
    },
    { connections: SPINNERS, duration },
  )

/**
 * The plain-SQL ledger pgbench drives, doing what pgledger's pgledger_create_transfer does: lock both accounts
 * in a fixed order, update both balances and versions, insert a transfer row and two entries carrying each
 * account's balance before and after and its version. Written here, not copied from pgledger.
 */
const LEDGER_SQL = `
create table bench_accounts (id integer primary key, balance bigint not null default 0,
  version bigint not null default 0, updated_at timestamptz not null default now());
create table bench_transfers (id bigint generated always as identity primary key,
  from_id integer not null references bench_accounts, to_id integer not null references bench_accounts,
  amount bigint not null check (amount > 0), created_at timestamptz not null default now());
create index on bench_transfers (from_id);
create index on bench_transfers (to_id);
create table bench_entries (id bigint generated always as identity primary key,
  transfer_id bigint not null references bench_transfers, account_id integer not null references bench_accounts,
  amount bigint not null, balance_before bigint not null, balance_after bigint not null,
  version bigint not null, created_at timestamptz not null default now());
create index on bench_entries (account_id);
create index on bench_entries (transfer_id);
insert into bench_accounts (id) select generate_series(1, ${LEDGER_ACCOUNTS});
create function bench_transfer(p_from integer, p_to integer, p_amount bigint) returns bigint
language plpgsql as $$
declare
  v_transfer bigint;
  v_from bench_accounts;
  v_to bench_accounts;
begin
  perform 1 from bench_accounts where id = least(p_from, p_to) for update;
  perform 1 from bench_accounts where id = greatest(p_from, p_to) for update;
  update bench_accounts set balance = balance - p_amount, version = version + 1, updated_at = now()
  where id = p_from returning * into v_from;
  update bench_accounts set balance = balance + p_amount, version = version + 1, updated_at = now()
  where id = p_to returning * into v_to;
  insert into bench_transfers (from_id, to_id, amount) values (p_from, p_to, p_amount) returning id into v_transfer;
  insert into bench_entries (transfer_id, account_id, amount, balance_before, balance_after, version)
  values (v_transfer, p_from, -p_amount, v_from.balance + p_amount, v_from.balance, v_from.version),
         (v_transfer, p_to, p_amount, v_to.balance - p_amount, v_to.balance, v_to.version);
  return v_transfer;
end;
$$;`

const PGBENCH_PAIR = `\\set from random(1, ${LEDGER_ACCOUNTS})
\\set to 1 + (:from + random(0, ${LEDGER_ACCOUNTS - 2})) % ${LEDGER_ACCOUNTS}
`

/**
 * pgledger itself (github.com/pgr0ss/pgledger, checked out outside the project at PGLEDGER_DIR): its SQL in
 * a scratch database, accounts numbered for pgbench, and pgledger_create_transfer driven like the baseline.
 */
const PGLEDGER_FILES = [
  'vendor/scoville-pgsql-ulid/ulid-to-uuid.sql',
  'vendor/scoville-pgsql-ulid/uuid-to-ulid.sql',
  'pgledger.sql',
]
const PGLEDGER_ACCOUNTS = `
create table bench_pgledger_ids (n integer primary key, id text not null);
insert into bench_pgledger_ids
select n, (pgledger_create_account('bench ' || n, 'BRL')).id from generate_series(1, ${LEDGER_ACCOUNTS}) n;`

/** pgbench with this script on this database, SPINNERS clients for DURATION: transactions/s, or null. */
const pgbench = (url, script) => {
  const dir = mkdtempSync(join(tmpdir(), 'ficha-pgbench-'))
  try {
    const file = join(dir, 'transfer.sql')
    writeFileSync(file, script)
    const run = spawnSync(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(SPINNERS), '-j', '2', '-T', String(DURATION), '-f', file, url],
      { encoding: 'utf8' },
    )
    if (run.error || run.status !== 0) {
      console.log(`pgbench did not run: ${run.error?.message ?? run.stderr}`)
      return null
    }
    const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)
    return match ? Number(match[1]) : null
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const runSql = async (url, text) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** pgbench on the same PostgreSQL: transfers/s of the pgledger-shaped plain-SQL ledger. */
const ledgerBaseline = async (url) => {
  await runSql(url, LEDGER_SQL)
  return pgbench(url, `${PGBENCH_PAIR}select bench_transfer(:from, :to, 100);\n`)
}

/** pgledger's SQL and accounts in the bench's database, when PGLEDGER_DIR names a checkout: whether it did. */
const applyPgledger = async (url) => {
  const dir = process.env.PGLEDGER_DIR
  if (!dir) return false
  await runSql(url, PGLEDGER_FILES.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n'))
  await runSql(url, PGLEDGER_ACCOUNTS)
  return true
}

/**
 * Autovacuum off on every table of the bench's temporary database: a worker vacuuming one side's dead rows
 * took a core from whichever slice it landed in and moved one run's ratio by tens of points; sideBySide
 * vacuums between slices instead and counts each vacuum to its side.
 */
const vacuumByHand = (url) =>
  runSql(
    url,
    `do $$ declare t record; begin
       for t in select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') loop
         execute format('alter table %I.%I set (autovacuum_enabled = false)', t.schemaname, t.tablename);
       end loop;
     end $$`,
  )

/** pgbench on the same PostgreSQL: pgledger's own transfers/s. */
const pgledgerAnchor = (url) =>
  pgbench(
    url,
    `${PGBENCH_PAIR}select id from pgledger_create_transfer((select id from bench_pgledger_ids where n = :from), (select id from bench_pgledger_ids where n = :to), 1);\n`,
  )

/** The real server (server/main.ts) in processes of its own on the database, in production mode with the
 * least production settings, logging warnings only (a log line per request would be measured too). */
const serverProcesses = (databaseUrl, workers) =>
  benchServerProcess({
    ...PRODUCTION_ENV,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(workers),
    DEMO_PLAYERS: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  })

const benchOn = async (label, config) => {
  const server = await benchAppOnLoopback(config, fill)
  const { url, game, filled: phones } = server
  const tokens = await spinners(server.db, game)
  let reads
  let spins
  let login
  let ledger = null
  let pgledger = null
  let pgledgerHttp = null
  try {
    reads = await hotReads(url)
    login = await hammer(url, 'user/login', (n) => ({
      username: phones[n % phones.length],
      password: PASSWORD,
    }))
    if (!config.databaseUrl) spins = await spinRate(url, game, tokens)
  } finally {
    await server.close()
  }
  if (config.databaseUrl) {
    const anchored = await applyPgledger(config.databaseUrl)
    if (anchored) await vacuumByHand(config.databaseUrl)
    const servers = await serverProcesses(config.databaseUrl, WORKERS)
    const route = anchored
      ? await benchServerProcess({ DATABASE_URL: config.databaseUrl }, 'scripts/bench-pgledger-route.mjs')
      : null
    try {
      if (route)
        [spins, pgledgerHttp] = await sideBySide(
          (duration) => spinRate(servers.url, game, tokens, duration),
          (duration) => pgledgerOverHttp(route.url, duration),
          {
            cpuRoots: { server: servers.pid, route: route.pid },
            databaseUrl: config.databaseUrl,
            slices: ROUND_SLICES,
            seconds: DURATION / 2,
          },
        )
      else spins = await spinRate(servers.url, game, tokens)
    } finally {
      await servers.stop()
      await route?.stop()
    }
    ledger = await ledgerBaseline(config.databaseUrl)
    if (anchored) pgledger = await pgledgerAnchor(config.databaseUrl)
  }
  console.log(
    `\n${label}: hot reads (${DURATION} s for the call and as much for its bare route, in ${SLICES} alternating slices, ${CONNECTIONS} connections, ${ROUNDS} rounds in the feed table)`,
  )
  console.table(reads)
  console.log(
    `${label}: rounds (${config.databaseUrl && pgledgerHttp ? `${ROUND_SLICES} slices of ${Math.round(DURATION / 2)} s a side` : `${DURATION} s`})`,
  )
  console.table([
    {
      measure: `game/spin over HTTP, ${SPINNERS} players, one spin in flight each${config.databaseUrl ? `, ${WORKERS} server process(es)` : ', server in this process'}${pgledgerHttp ? ' (in slices alternating with pgledger behind HTTP)' : ''}`,
      'per second': Math.round(spins.rps),
      'p99 ms': spins.p99,
      'not code 1': spins.failed,
    },
    ...(ledger === null
      ? []
      : [
          {
            measure: `plain-SQL ledger transfer shaped like pgledger's, pgbench, ${SPINNERS} clients, ${LEDGER_ACCOUNTS} accounts`,
            'per second': Math.round(ledger),
          },
        ]),
    ...(!config.databaseUrl
      ? []
      : pgledger === null
        ? [{ measure: 'pgledger_create_transfer: skipped (set PGLEDGER_DIR to a pgr0ss/pgledger checkout)' }]
        : [
            {
              measure: `pgledger_create_transfer behind a bare Fastify route, ${SPINNERS} connections, one request in flight each, ${LEDGER_ACCOUNTS} accounts (in slices alternating with the rounds)`,
              'per second': Math.round(pgledgerHttp.rps),
              'p99 ms': pgledgerHttp.p99,
              'not code 1': pgledgerHttp.failed,
            },
            {
              measure: "rounds as a share of pgledger's transfers behind the same HTTP (like for like)",
              'per second': `${Math.round((spins.rps / pgledgerHttp.rps) * 100)} %`,
            },
            {
              measure: `the same share slice by slice, lowest and highest of the ${ROUND_SLICES}`,
              'per second': sliceShares(spins, pgledgerHttp),
            },
            {
              measure: `pgledger_create_transfer, pgbench, ${SPINNERS} clients, ${LEDGER_ACCOUNTS} accounts (no HTTP)`,
              'per second': Math.round(pgledger),
            },
            {
              measure: "rounds over HTTP as a share of pgledger's transfers by pgbench (no HTTP)",
              'per second': `${Math.round((spins.rps / pgledger) * 100)} %`,
            },
            {
              measure:
                'pgledger behind HTTP as a share of pgledger by pgbench: what the HTTP front alone costs',
              'per second': `${Math.round((pgledgerHttp.rps / pgledger) * 100)} %`,
            },
          ]),
  ])
  if (pgledgerHttp) {
    console.log(
      `${label}: CPU per request in those slices (server: the Ficha process tree; route: pgledger's bare route; bench: this process, the HTTP clients; machine: every core's busy time; vacuum: the wall time of the vacuum after each of the side's slices)`,
    )
    console.table(
      cpuPerRequest([
        { label: 'game/spin', side: spins },
        { label: 'pgledger behind HTTP', side: pgledgerHttp },
      ]),
    )
  }
  console.log(
    `${label}: user/login ${Math.round(login.rps)} requests/s (p99 ${login.p99} ms, ${login.failed} not code 1)`,
  )
}

await benchOnBothDatabases(loadBenchConfig(), benchOn)
