#!/usr/bin/env node
import { randomBytes } from 'node:crypto'
// Benchmark of the hot calls (not a test): starts the server in this process on loopback, on a temporary
// PGlite database and, when DATABASE_URL is set, on a temporary PostgreSQL database created beside it; then
// drives bet/getWinList, index/game_index and user/login with autocannon and prints requests/s and p99
// latency. Usage: node scripts/bench-api.mjs [seconds per call, default 10] [connections, default 10]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { register } from 'tsx/esm/api'

register()
const { buildApp } = await import('../server/app.ts')
const { loadConfig } = await import('../server/config.ts')
const { openDatabase } = await import('../server/db/index.ts')
const { rounds } = await import('../server/db/schema/rounds.ts')
const { games } = await import('../server/db/schema/catalogue.ts')
const { hashPassword } = await import('../server/services/passwords.ts')
const { createUser } = await import('../server/services/users.ts')

const DURATION = Number(process.argv[2] ?? 10)
const CONNECTIONS = Number(process.argv[3] ?? 10)
const PASSWORD = 'bench password 1'
/** The feed reads the newest rows of a table that grows with play: give it a realistic size. */
const ROUNDS = 20_000
const PLAYERS = 50

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

/**
 * One call under load. Each request comes from its own address (X-Forwarded-For, trusted for the bench),
 * so the per-IP flood ceiling measures its cost without capping the run; answers other than code 1 count.
 */
const hammer = async (url, path, body) => {
  let failed = 0
  let address = 0
  const result = await autocannon({
    url: `${url}/api/${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          address += 1
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
            },
            body: JSON.stringify(typeof body === 'function' ? body(address) : body),
          }
        },
        onResponse: (_status, responseBody) => {
          if (JSON.parse(responseBody).code !== 1) failed += 1
        },
      },
    ],
  })
  return { path, rps: result.requests.average, p99: result.latency.p99, total: result.requests.total, failed }
}

const benchOn = async (label, config) => {
  const database = await openDatabase(config)
  const phones = await fill(database.db)
  const app = await buildApp({ config, database })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address()
  const url = `http://127.0.0.1:${port}`
  const rows = []
  try {
    rows.push(await hammer(url, 'bet/getWinList', { count: 10 }))
    rows.push(await hammer(url, 'index/game_index', {}))
    rows.push(
      await hammer(url, 'user/login', (n) => ({ username: phones[n % phones.length], password: PASSWORD })),
    )
  } finally {
    // autocannon stops on time and drops its sockets; let the handlers it left running finish first.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await app.close()
    await database.close()
  }
  console.log(
    `\n${label} (${DURATION} s per call, ${CONNECTIONS} connections, ${ROUNDS} rounds in the feed table)`,
  )
  console.table(
    rows.map((row) => ({
      call: row.path,
      'requests/s': Math.round(row.rps),
      'p99 ms': row.p99,
      requests: row.total,
      'not code 1': row.failed,
    })),
  )
}

const baseConfig = {
  ...loadConfig({ NODE_ENV: 'development' }),
  logLevel: 'warn',
  trustProxy: true,
}

const pgliteDir = mkdtempSync(join(tmpdir(), 'ficha-bench-'))
try {
  await benchOn('PGlite', { ...baseConfig, databaseUrl: undefined, dataDir: pgliteDir })
} finally {
  rmSync(pgliteDir, { recursive: true, force: true })
}

if (process.env.DATABASE_URL) {
  const name = `ficha_bench_${randomBytes(4).toString('hex')}`
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query(sql)
    await client.end()
  }
  await admin(`create database ${name}`)
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${name}`
  try {
    await benchOn('PostgreSQL', { ...baseConfig, databaseUrl: url.toString() })
  } finally {
    await admin(`drop database if exists ${name} with (force)`)
  }
} else {
  console.log(
    '\nPostgreSQL: skipped (set DATABASE_URL to a database whose server may create a temporary one)',
  )
}
