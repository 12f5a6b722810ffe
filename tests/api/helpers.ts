/**
 * API test helpers. Each test file gets its own server on its own database, a copy of the run's migrated and
 * seeded template (tests/support/databaseTemplate.ts):
 * - in-memory PGlite by default;
 * - a fresh PostgreSQL database when DATABASE_URL is set (created from it, dropped by close()). A database
 *   rather than a schema, because drizzle-kit's migrations name "public" in foreign keys.
 *
 *   let server: TestServer
 *   beforeAll(async () => { server = await createTestServer() })
 *   afterAll(() => server.close())
 *   const player = await createPlayer(server.app)         // registered through the API and logged in
 *   const res = await call(server.app, 'user/getUserinfo', undefined, { token: player.token })
 *
 * or, for a file (or describe block) whose tests share one server, `const given = sharedServer()` (its own
 * config: `sharedServer(() => createTestServer({ config }))`; with one player too: `serverWithPlayer()`) and
 * then `given.server` (and `given.player`) inside the tests.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import type { DestinationStream } from 'pino'
import { afterAll, beforeAll, describe } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { type Config, loadConfig } from '../../server/config'
import type { Db } from '../../server/db'
import { attemptCounters } from '../../server/db/schema/attempts'
import { verificationCodes } from '../../server/db/schema/verificationCodes'
import { openSeededDatabase } from '../../server/seeds'
import type { SmsSender } from '../../server/sms'
import type { Envelope } from '../../src/contract/envelope'
import type { CodePurpose, LoginData, OutboxData, UserInfo } from '../../src/contract/user'
import { templateFor } from '../support/databaseTemplate'
import { freshPostgresDatabase } from '../support/postgres'

export interface TestServer {
  app: App
  db: Db
  kind: 'pglite' | 'postgres'
  /** The settings it runs with (a second server on the same PostgreSQL database opens with them). */
  config: Config
  close(): Promise<void>
}

/**
 * Races need a real PostgreSQL: PGlite runs one statement at a time and would hide them. A describe block of
 * the PostgreSQL pass of `npm test` (DATABASE_URL set), skipped on PGlite; its servers come from
 * createPostgresTestServer.
 */
export const describeOnPostgres = (name: string, body: () => void) =>
  describe.skipIf(!process.env.DATABASE_URL)(`${name} on PostgreSQL (skipped: no DATABASE_URL)`, body)

/**
 * A server on an empty, migrated and seeded database. `config` overrides settings; `sms` the SMS sender;
 * `logStream` receives the log lines.
 */
export const createTestServer = async (
  options: {
    config?: Partial<Config>
    sms?: SmsSender
    projectRoot?: string
    logStream?: DestinationStream
  } = {},
): Promise<TestServer> => {
  const settings: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }),
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    ...options.config,
  }
  // The run's seeded database when these settings seed the same rows (tests/support/databaseTemplate.ts).
  const template = templateFor(settings)
  const postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL, undefined, template.postgres)
    : undefined
  const config: Config = {
    ...settings,
    databaseUrl: postgres?.url,
    databaseDirectUrl: postgres?.directUrl,
    ...options.config,
  }
  const database = await openSeededDatabase(config, { pgliteTemplate: template.pglite }).catch(
    async (error: unknown) => {
      await postgres?.drop()
      throw error
    },
  )
  const app = await buildApp({
    config,
    database,
    sms: options.sms,
    projectRoot: options.projectRoot,
    logStream: options.logStream,
  })
  await app.ready()
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    close: async () => {
      await app.close()
      await database.close()
      await postgres?.drop()
    },
  }
}

export interface CallOptions {
  token?: string
  lang?: string
  /** The caller's IP (per-IP limits); 127.0.0.1 by default. */
  ip?: string
}

/** POST /api/<path> with a JSON body; answers the envelope. */
export const call = async <T = unknown>(
  app: App,
  path: string,
  body?: unknown,
  { token, lang, ip }: CallOptions = {},
): Promise<Envelope<T>> => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...(token ? { token } : {}), ...(lang ? { vuelang: lang } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
    ...(ip ? { remoteAddress: ip } : {}),
  })
  return response.json()
}

/** The envelope of a refused call: its code, no data, and the message the caller reads. */
export const refusal = (code: number, msg: string): Envelope<null> => ({ code, data: null, msg })

let phoneCounter = randomBytes(3).readUIntBE(0, 3)

/** A new valid Brazilian mobile number in E.164, different at each call. */
export const newPhone = (): string => `+55119${String(phoneCounter++ % 1e8).padStart(8, '0')}`

/** A distinct caller IP, so that many sign-ups in one file stay under the per-IP daily code cap. */
export const newIp = () => `10.${randomBytes(3).join('.')}`

/**
 * Moves the codes sent to a phone, and the counters of its sends, `seconds` back in time: as if the 60 s
 * between two codes (or a day) had passed.
 */
export const ageCodes = async (db: Db, phone: string, seconds = 120): Promise<void> => {
  const back = sql`make_interval(secs => ${seconds}::float8)`
  await db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - ${back}` })
    .where(eq(verificationCodes.phone, phone))
  await db
    .update(attemptCounters)
    .set({
      windowStart: sql`${attemptCounters.windowStart} - ${back}`,
      nextAt: sql`${attemptCounters.nextAt} - ${back}`,
    })
    .where(inArray(attemptCounters.key, [`code:resend:${phone}`, `code:phone:${phone}`]))
}

/** The newest code the dev outbox holds for a phone (and purpose). */
export const lastCode = async (app: App, phone: string, purpose?: CodePurpose): Promise<string> => {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { phone } })
  const { data } = response.json() as Envelope<OutboxData>
  const entry = data.find((message) => !purpose || message.purpose === purpose)
  if (!entry) throw new Error(`No code in the outbox for ${phone}`)
  return entry.code
}

export interface Player {
  phone: string
  password: string
  token: string
  user: UserInfo
  /** The IP the player signed up from. */
  ip: string
}

/**
 * Registers a player through the API (SMS code from the dev outbox), logged in by the sign-up; from
 * an address of its own unless `ip` is given.
 */
export const createPlayer = async (
  app: App,
  {
    phone = newPhone(),
    password = 'correct horse 1',
    invitationCode = '',
    ip = newIp(),
    fields = {} as Record<string, unknown>,
  } = {},
): Promise<Player> => {
  const sent = await call(app, 'sms/send', { username: phone, purpose: 'register' }, { ip })
  if (sent.code !== 1) throw new Error(`sms/send failed: ${sent.code} ${sent.msg}`)
  const codes = await lastCode(app, phone, 'register')
  const body = { username: phone, password, codes, invitation_code: invitationCode, agree: true, ...fields }
  // The sign-up logs the player in: its session is the player's one session.
  const registered = await call<LoginData>(app, 'user/register', body, { ip })
  if (registered.code !== 1) throw new Error(`register failed: ${registered.code} ${registered.msg}`)
  const { token, ...user } = registered.data.userinfo
  return { phone, password, token, user, ip }
}

/** The seeded operator's token. */
export const operatorToken = async (server: TestServer): Promise<string> => {
  const { phone, password } = server.app.config.operator
  const login = await call<LoginData>(server.app, 'user/login', { username: phone, password })
  if (login.code !== 1) throw new Error(`operator login failed: ${login.msg}`)
  return login.data.userinfo.token
}

/**
 * A second server process on `first`'s database (PostgreSQL), as a second process behind a proxy runs:
 * its app, ready; close() closes it, then its database connection.
 */
export const secondProcess = async (first: TestServer): Promise<{ app: App; close: () => Promise<void> }> => {
  const database = await openSeededDatabase(first.config)
  const app = await buildApp({ config: first.config, database })
  await app.ready()
  return {
    app,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/**
 * The file's server, made before its tests and closed after them (the hooks are registered where it is
 * called): read `given.server` inside the tests. `open` makes it: a PostgreSQL one (createPostgresTestServer)
 * inside describeOnPostgres.
 */
export const sharedServer = (open: () => Promise<TestServer> = () => createTestServer()) => {
  const given = {} as { server: TestServer }
  beforeAll(async () => {
    given.server = await open()
  })
  afterAll(() => given.server.close())
  return given
}

/** sharedServer listening on a loopback port of its own: read `given.server`, and `given.base` for its URL. */
export const listeningServer = () => {
  const given = sharedServer() as { server: TestServer; base: string }
  beforeAll(async () => {
    given.base = await given.server.app.listen({ port: 0, host: '127.0.0.1' })
  })
  return given
}

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789'

/** sharedServer whose /metrics answers: read `given.server`, and `given.metrics()` for the metrics' text. */
export const serverWithMetrics = () => {
  const given = sharedServer(() => createTestServer({ config: { metricsToken: METRICS_TOKEN } })) as {
    server: TestServer
    metrics: () => Promise<string>
  }
  given.metrics = async () =>
    (
      await given.server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body
  return given
}

/** sharedServer with the seeded operator's token: read `given.server` and `given.operator`. */
export const serverWithOperator = (open?: () => Promise<TestServer>) => {
  const given = sharedServer(open) as { server: TestServer; operator: string }
  beforeAll(async () => {
    given.operator = await operatorToken(given.server)
  })
  return given
}

/** sharedServer with one logged-in player of the file's: read `given.server` and `given.player`. */
export const serverWithPlayer = () => {
  const given = sharedServer() as { server: TestServer; player: Player }
  beforeAll(async () => {
    given.player = await createPlayer(given.server.app)
  })
  return given
}

/**
 * A throwaway data directory for a PGlite database (or a server process) of the file's own, removed after
 * the file's tests; hooks registered after this one (closing the database, killing the process) run first.
 */
export const throwawayDataDir = (name: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `ficha-${name}-`))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * The real entry point (npm run server) as a process of its own, on a free loopback port, with `env` over the
 * test's environment; its stdout and stderr are piped for the test to read.
 */
export const spawnServer = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })

/** A test server that must be on PostgreSQL (inside describeOnPostgres). */
export const createPostgresTestServer = async (
  options?: Parameters<typeof createTestServer>[0],
): Promise<TestServer> => {
  const server = await createTestServer(options)
  if (server.kind !== 'postgres') throw new Error(`expected a PostgreSQL test server, got ${server.kind}`)
  return server
}
