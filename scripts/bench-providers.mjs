#!/usr/bin/env node
// Benchmark of provider wallet callbacks (not a test, item 8). On a temporary PostgreSQL database
// created beside DATABASE_URL, it starts the real entry point (server/main.ts) in a process of its own with
// Hub88 on, trusting a key pair made for the run, and sends signed Hub88 transaction/bet and transaction/win
// callbacks at a fixed rate (autocannon's overallRate), each a distinct transaction of one of PLAYERS funded
// players (a real debit or credit through the gateway and the ledger), pre-signed before the clock starts.
// Then, in the same run, a bare Fastify route in this process answering the same bytes as a callback gets
// the same rate for as long. It prints p50 and p99 latency of both, and how many callbacks were not RS_OK.
// Usage: DATABASE_URL=postgres://… node scripts/bench-providers.mjs [seconds, default 60] [callbacks/s, default 300]
import { generateKeyPairSync, randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import './tsx.mjs'

const { loadConfig } = await import('../server/config.ts')
const { openSeededDatabase } = await import('../server/seeds/index.ts')
const { SIGNATURE_HEADER, signBody } = await import('../server/providers/hub88/signature.ts')
const { freshPostgresDatabase } = await import('../tests/support/postgres.ts')
const { benchServerProcess, seatedBenchPlayer } = await import('./bench-support.ts')

const DURATION = Number(process.argv[2] ?? 60)
const RATE = Number(process.argv[3] ?? 300)
/** Uncounted first seconds of each side: the first calls of a route run cold. */
const WARMUP = 2
const PLAYERS = 200
/** Enough sockets that a slow answer never holds the rate back (autocannon spreads the rate over them). */
const CONNECTIONS = 50
const OPERATOR_ID = 1

if (!process.env.DATABASE_URL) {
  console.log('Set DATABASE_URL to a PostgreSQL database whose server may create a temporary one')
  process.exit(1)
}

/** server/main.ts on the database with Hub88 trusting `publicKey`, warnings only. */
const serverProcess = (databaseUrl, publicKey) =>
  benchServerProcess({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'development',
    DEMO_PLAYERS: 'false',
    LOG_LEVEL: 'warn',
    HUB88_OPERATOR_ID: String(OPERATOR_ID),
    HUB88_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  })

/**
 * `count` distinct signed callbacks: rounds of a bet then a win (0 to R$ 3) for the players in turn, R$ 0.01
 * to R$ 1.00 bet, each body with its own request and transaction ids and its signature.
 */
const signedCallbacks = (players, count, privateKey) => {
  const callbacks = []
  for (let index = 0; callbacks.length < count; index += 1) {
    const player = players[index % players.length]
    const round = randomUUID()
    const common = {
      user: player.user,
      token: player.token,
      round,
      game_code: 'sim_fortune',
      currency: 'BRL',
    }
    // The win names the bet it pays, as Hub88's wins do.
    const bet = randomUUID()
    for (const [path, centavos, ids] of [
      ['transaction/bet', 1 + (index % 100), { transaction_uuid: bet }],
      [
        'transaction/win',
        (index * 7) % 300,
        { transaction_uuid: randomUUID(), reference_transaction_uuid: bet },
      ],
    ]) {
      const body = JSON.stringify({
        request_uuid: randomUUID(),
        operator_id: OPERATOR_ID,
        ...ids,
        ...common,
        amount: centavos * 1_000,
      })
      callbacks.push({ path: `/gp/hub88/${path}`, body, signature: signBody(Buffer.from(body), privateKey) })
    }
  }
  return callbacks.slice(0, count)
}

/** `seconds` of callbacks at RATE a second, taken in turn from `callbacks`; latency and refusals. */
const paced = async (url, callbacks, seconds) => {
  let notOk = 0
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const callback = callbacks.shift()
          if (!callback) throw new Error('the pool of signed callbacks ran out')
          return {
            ...request,
            path: callback.path,
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: callback.signature },
            body: callback.body,
          }
        },
        onResponse: (_status, body) => {
          if (JSON.parse(body).status !== 'RS_OK') notOk += 1
        },
      },
    ],
  })
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    sent: result.requests.total,
    'per second': Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
    notOk,
  }
}

const database = await freshPostgresDatabase(process.env.DATABASE_URL, 'ficha_bench')
try {
  const config = {
    ...loadConfig({ NODE_ENV: 'development' }),
    databaseUrl: database.url,
    logLevel: 'warn',
    demoPlayers: false,
  }
  const opened = await openSeededDatabase(config)
  const players = []
  for (let index = 0; index < PLAYERS; index += 1) {
    const phone = `+55119${String(70_000_000 + index).padStart(8, '0')}`
    players.push(await seatedBenchPlayer(opened.db, phone, 100_000_000, 'hub88'))
  }
  await opened.close()

  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  // Every callback of the run signed before it starts (a margin for autocannon's last slot).
  const count = Math.ceil(RATE * (DURATION + WARMUP) * 1.1) + CONNECTIONS
  const signing = Date.now()
  const callbacks = signedCallbacks(players, count, privateKey)
  console.log(`${count} callbacks signed in ${((Date.now() - signing) / 1000).toFixed(1)} s`)

  // The bare route gets the same requests (it checks nothing, so the bytes may repeat).
  const pool = [...callbacks]
  const server = await serverProcess(database.url, publicKey)
  let real
  let answer
  try {
    await paced(server.url, callbacks, WARMUP)
    const sample = callbacks.shift()
    answer = await (
      await fetch(`${server.url}${sample.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sample.signature },
        body: sample.body,
      })
    ).text()
    real = await paced(server.url, callbacks, DURATION)
  } finally {
    await server.stop()
  }

  // The bare route: the same paths, bodies and an answer of a callback's size, nothing else.
  const bare = Fastify()
  bare.post('/gp/hub88/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(answer))
  await bare.listen({ host: '127.0.0.1', port: 0 })
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}`
  await paced(bareUrl, pool, WARMUP)
  const baseline = await paced(bareUrl, pool, DURATION)
  await bare.close()

  console.log(
    `\nPostgreSQL: signed Hub88 bet/win callbacks at ${RATE}/s for ${DURATION} s (${CONNECTIONS} connections, ${PLAYERS} players), latency in ms`,
  )
  console.table([
    { route: 'Hub88 wallet callback (server/main.ts)', ...real },
    { route: 'bare Fastify route (this process)', ...baseline },
  ])
} finally {
  // autocannon stops on time and drops its sockets; let the handlers it left running finish first.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  await database.drop()
}
