/** What the benchmarks (bench-api.mjs, bench-games.ts, bench-monitoring.mjs, …) share: their players and their throwaway databases. */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { type Config, loadConfig } from '../server/config'
import type { Db } from '../server/db'
import { externalPlayerId, openProviderSession } from '../server/providers/gateway'
import { openSeededDatabase } from '../server/seeds'
import { createSession, findSession } from '../server/services/accounts/sessions'
import { createUser } from '../server/services/accounts/users'
import { launchGame, openGameSession } from '../server/services/games/gameSessions'
import { findPlayableGame } from '../server/services/games/playableGames'
import { transfer } from '../server/services/ledger'
import { freshPostgresDatabase } from '../tests/support/postgres'
import { freePort } from './free-port.mjs'

/** A bench player made straight in the database (it never logs in), with `amount` centavos to play. */
export const fundedBenchPlayer = async (db: Db, phone: string, amount: number) => {
  const user = await createUser(db, { phone, passwordHash: 'bench: never logs in' })
  if (!user) throw new Error(`bench player ${phone} exists`)
  await transfer(db, {
    key: `bench:fund:${user.id}`,
    reason: 'adjustment',
    reference: 'bench',
    from: { system: 'deposits' },
    to: { userId: user.id, kind: 'game' },
    amount,
  })
  return user
}

/** A development server's settings on a scratch database: warnings only, no demo players. */
export const benchConfig = (databaseUrl: string): Config => ({
  ...loadConfig({ NODE_ENV: 'development' }),
  logLevel: 'warn',
  demoPlayers: false,
  databaseUrl,
})

/**
 * `count` bench players with R$ 10,000,000 each and a game session of `game` open, as a launch opens it:
 * their game tokens. Their phones count up from +55119 followed by `firstPhone` (8 digits).
 */
export const benchSpinnerTokens = async (db: Db, game: { id: number }, count: number, firstPhone: number) => {
  const tokens: string[] = []
  for (let index = 0; index < count; index++) {
    const phone = `+55119${String(firstPhone + index).padStart(8, '0')}`
    const user = await fundedBenchPlayer(db, phone, 1_000_000_000)
    const login = await findSession(db, await createSession(db, user.id))
    if (!login) throw new Error('no login session')
    const { launchToken } = await launchGame(db, {
      userId: user.id,
      gameId: game.id,
      loginSessionId: login.sessionId,
    })
    const session = await openGameSession(db, launchToken)
    if (!session) throw new Error('no game session')
    tokens.push(session.token)
  }
  return tokens
}

/**
 * A funded bench player seated at a provider's game as a launch would seat them: a login session, the
 * provider's id for the player and a game session token (the provider's `user` and `token`).
 */
export const seatedBenchPlayer = async (db: Db, phone: string, amount: number, provider: string) => {
  const player = await fundedBenchPlayer(db, phone, amount)
  const login = await findSession(db, await createSession(db, player.id))
  if (!login) throw new Error('no login session')
  const token = await openProviderSession(db, {
    provider,
    userId: player.id,
    loginSessionId: login.sessionId,
    gameCode: 'sim_fortune',
    currency: 'BRL',
  })
  return { user: await externalPlayerId(db, provider, player.id), token, userId: player.id }
}

/**
 * A development server's settings under load: warnings only, no demo players, and the X-Forwarded-For
 * header trusted, so that each request of the bench may come from an address of its own.
 */
export const loadBenchConfig = (): Config => ({
  ...loadConfig({ NODE_ENV: 'development' }),
  logLevel: 'warn',
  trustProxy: true,
  demoPlayers: false,
})

const EACH_DATABASE = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
  skipped: '\nPostgreSQL: skipped (set DATABASE_URL to a database whose server may create a temporary one)',
}

/**
 * Runs `bench` on a temporary PGlite database, then, when DATABASE_URL is set, on a temporary PostgreSQL
 * database created beside it (never a real one); otherwise prints `labels.skipped`.
 */
export const benchOnEachDatabase = async (
  base: Config,
  labels: { pglite: string; postgres: string; skipped: string },
  bench: (label: string, config: Config) => Promise<void>,
) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ficha-bench-'))
  try {
    await bench(labels.pglite, { ...base, databaseUrl: undefined, dataDir })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (!process.env.DATABASE_URL) {
    console.log(labels.skipped)
    return
  }
  const database = await freshPostgresDatabase(process.env.DATABASE_URL, 'ficha_bench')
  try {
    await bench(labels.postgres, { ...base, databaseUrl: database.url })
  } finally {
    await database.drop()
  }
}

/**
 * The real server (server/main.ts), or another `entry` that serves GET /readyz, in a process of its own on
 * loopback with `env` over the bench's environment (its log on the bench's terminal); resolves once /readyz
 * answers 200. pid is its process's; stop() sends SIGTERM. BENCH_SERVER_ARGS adds Node options to it (`--cpu-prof
 * --cpu-prof-dir=DIR` profiles the server).
 */
export const benchServerProcess = async (env: Record<string, string>, entry = 'server/main.ts') => {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_ARGS?.split(' ') ?? []), '--import', 'tsx', entry],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** benchOnEachDatabase with the PGlite and PostgreSQL labels of the benches that run the server in this process. */
export const benchOnBothDatabases = (base: Config, bench: (label: string, config: Config) => Promise<void>) =>
  benchOnEachDatabase(base, EACH_DATABASE, bench)

/**
 * The server in this process, listening on loopback, on `config`'s seeded database once `fill` wrote the
 * bench's rows into it (before the app starts, as a server finds its data), with the seed's samba-night.
 * close() first lets the handlers that autocannon left running when it stopped on time finish.
 */
export const benchAppOnLoopback = async <T>(config: Config, fill: (db: Db) => Promise<T>) => {
  const database = await openSeededDatabase(config)
  const filled = await fill(database.db)
  const app = await buildApp({ config, database })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const game = await findPlayableGame(database.db, { slug: 'samba-night' })
  if (!game) throw new Error('the seed has no samba-night')
  return {
    db: database.db,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    game,
    filled,
    close: async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await app.close()
      await database.close()
    },
  }
}

/**
 * Runs `bench` on a seeded temporary PostgreSQL database created beside DATABASE_URL (never a real one) with
 * `config`'s settings for it, then drops it; without DATABASE_URL says what it needs and exits.
 */
export const benchOnScratchPostgres = async (
  config: (databaseUrl: string) => Config,
  bench: (db: Db, config: Config) => Promise<void>,
) => {
  if (!process.env.DATABASE_URL) {
    console.error('Set DATABASE_URL to a PostgreSQL database whose server may create a temporary one.')
    process.exit(1)
  }
  const database = await freshPostgresDatabase(process.env.DATABASE_URL, 'ficha_bench')
  try {
    const settings = config(database.url)
    const opened = await openSeededDatabase(settings)
    try {
      await bench(opened.db, settings)
    } finally {
      await opened.close()
    }
  } finally {
    await database.drop()
  }
}
