#!/usr/bin/env node
// Benchmark of the console's player search (not a test; target: p95 at most 200 ms over 1,000,000 players on
// PostgreSQL). Creates a temporary PostgreSQL database beside DATABASE_URL, migrates and seeds it, adds the
// players in a few INSERT ... SELECT generate_series statements (a CPF, phone, name, handle, a nickname for one
// in three, a PIX key and a top-up order for one in two), ANALYZEs, then times admin/player_search's service
// (services/players/search.ts) on each kind of query, for players picked across the table, and prints p50
// and p95 per kind. The database is dropped at the end.
// Usage: DATABASE_URL=postgres://... node scripts/bench-player-search.mjs [players, default 1000000] [queries per kind, default 200]
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf'
import { sql } from 'drizzle-orm'
import './tsx.mjs'

const { searchPlayers } = await import('../server/services/players/search.ts')
const { benchConfig, benchOnScratchPostgres } = await import('./bench-support.ts')

const PLAYERS = Number(process.argv[2] ?? 1_000_000)
const QUERIES = Number(process.argv[3] ?? 200)
/** Rows per INSERT statement, so that no statement holds a million rows' worth of memory at once. */
const BATCH = 250_000

const FIRST = [
  'Maria',
  'Ana',
  'Francisca',
  'Antonia',
  'Adriana',
  'Joao',
  'Jose',
  'Antonio',
  'Carlos',
  'Paulo',
]
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
]
const array = (values) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`)

/** Players from..to (ids from the sequence), in one statement each for users, PIX keys and orders. */
const seedBatch = async (db, from, to, channelId) => {
  await db.execute(sql`
    insert into users (phone, password_hash, invitation_code, cpf, full_name, birth_date, nickname)
    select '+5511' || (900000000 + i)::text, 'bench', 'BENCH' || i::text,
           lpad((10000000000 + i::bigint * 7919 % 89999999999)::text, 11, '0'),
           (${array(FIRST)})[1 + i % 10] || ' ' || (${array(LAST)})[1 + (i / 10) % 10] || ' ' ||
             (${array(LAST)})[1 + (i / 100) % 10] || ' ' || i::text,
           date '1970-01-01' + (i % 15000),
           case when i % 3 = 0 then 'nick' || i::text else '' end
    from generate_series(${from}::int, ${to}::int) as i`)
  await db.execute(sql`
    insert into payout_accounts (user_id, kind, bank_name, holder, number, pix_key_type)
    select u.id, 'pix', 'PIX', u.full_name, 'p' || u.id::text || '@bench.example', 'EMAIL'
    from users u where u.invitation_code like 'BENCH%' and u.id % 2 = 0
      and u.id between (select min(id) from users where invitation_code = 'BENCH' || ${from}::text)
                   and (select max(id) from users where invitation_code = 'BENCH' || ${to}::text)`)
  await db.execute(sql`
    insert into orders (user_id, type, amount, idempotency_key, channel_id)
    select u.id, 'recharge', 1000 + u.id % 100000, 'bench-' || u.id::text, ${channelId}::int
    from users u where u.invitation_code like 'BENCH%' and u.id % 2 = 1
      and u.id between (select min(id) from users where invitation_code = 'BENCH' || ${from}::text)
                   and (select max(id) from users where invitation_code = 'BENCH' || ${to}::text)`)
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]

const timeQueries = async (db, queries) => {
  const times = []
  let found = 0
  for (const query of queries) {
    const start = performance.now()
    const result = await searchPlayers(db, query)
    times.push(performance.now() - start)
    if (result.list.length > 0) found += 1
  }
  times.sort((a, b) => a - b)
  return {
    queries: queries.length,
    'found some': found,
    'p50 ms': Number(percentile(times, 0.5).toFixed(2)),
    'p95 ms': Number(percentile(times, 0.95).toFixed(2)),
  }
}

await benchOnScratchPostgres(benchConfig, async (db) => {
  const { rows: channels } = await db.execute(sql`select id from payment_channels order by id limit 1`)
  const channelId = channels[0]?.id
  const seedStart = performance.now()
  for (let from = 1; from <= PLAYERS; from += BATCH)
    await seedBatch(db, from, Math.min(PLAYERS, from + BATCH - 1), channelId)
  await db.execute(sql`analyze users; analyze payout_accounts; analyze orders`)
  console.log(`Seeded ${PLAYERS} players in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

  // Players picked across the table; a few get a valid CPF (the box checks its digits) to be found by.
  const { rows: picked } = await db.execute(sql`
    select u.id, u.phone, u.handle, u.nickname, u.full_name as "fullName",
           (select number from payout_accounts p where p.user_id = u.id limit 1) as pix,
           (select id from orders o where o.user_id = u.id limit 1) as "orderId"
    from users u where u.invitation_code like 'BENCH%'
    order by md5(u.id::text) limit ${QUERIES}`)
  const cpfs = []
  for (const player of picked) {
    const cpf = generateCpf()
    await db.execute(sql`update users set cpf = ${cpf} where id = ${player.id}`)
    cpfs.push(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)
  }
  const national = (phone) => `(${phone.slice(3, 5)}) ${phone.slice(5, 10)}-${phone.slice(10)}`
  const kinds = {
    'CPF (masked)': cpfs,
    'phone (national, masked)': picked.map((player) => national(player.phone)),
    'player id': picked.map((player) => String(player.id)),
    'name prefix': picked.map((player) => player.fullName.split(' ').slice(0, 2).join(' ').toLowerCase()),
    'handle prefix': picked.map((player) => player.handle.slice(0, 10)),
    nickname: picked.filter((player) => player.nickname).map((player) => player.nickname),
    'PIX key (e-mail)': picked.filter((player) => player.pix).map((player) => player.pix.toUpperCase()),
    'order id': picked.filter((player) => player.orderId).map((player) => String(player.orderId)),
  }
  // A first pass warms the connection pool and the caches; the second is measured.
  for (const queries of Object.values(kinds)) await timeQueries(db, queries.slice(0, 10))
  const table = {}
  for (const [kind, queries] of Object.entries(kinds)) table[kind] = await timeQueries(db, queries)
  console.log(`\nadmin/player_search over ${PLAYERS} players on PostgreSQL (target: p95 at most 200 ms)`)
  console.table(table)
})
