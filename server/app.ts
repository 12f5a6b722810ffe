import { randomUUID } from 'node:crypto'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import type { DestinationStream } from 'pino'
import type { Config } from './config'
import type { Database, Db, Reads } from './db'
import { lazyChildLogger, loggerOptions } from './logging'
import auth from './plugins/auth'
import compress from './plugins/compress'
import cors from './plugins/cors'
import crashHub from './plugins/crashHub'
import envelope, { sendFrameworkError } from './plugins/envelope'
import gameSession from './plugins/gameSession'
import helmet from './plugins/helmet'
import i18n from './plugins/i18n'
import liveFeed from './plugins/liveFeed'
import noticeHub from './plugins/noticeHub'
import operations from './plugins/operations'
import partnerClicks from './plugins/partnerClicks'
import raceHub from './plugins/raceHub'
import rateLimit from './plugins/rateLimit'
import readCache from './plugins/readCache'
import staticFiles from './plugins/static'
import swagger from './plugins/swagger'
import validation from './plugins/validation'
import { loadRouteModules } from './routeModules'
import { matchRoutes } from './routeTable'
import { buildSerializer } from './serializers'
import { createSender, type SmsSender } from './sms'
import { DevOutbox } from './sms/outbox'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    /** Reads a replica may serve: reports, searches, exports, regulator files (db/replicas.ts). */
    reads: Reads
    /** Sends verification codes (console or webhook; recorded in the dev outbox outside production). */
    sms: SmsSender
    /** The dev outbox; null in production. */
    outbox: DevOutbox | null
  }
}

/**
 * Fastify's trustProxy from TRUST_PROXY. This Fastify version trusts no hop for a bare number, so a hop
 * count becomes the function proxy-addr would make: the nearest `hops` addresses are proxies.
 */
const proxyTrust = (setting: Config['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting

/**
 * JSON bodies are small; file uploads (multipart) set their own limits.
 * @internal exported for the test that sends one byte more
 */
export const BODY_LIMIT = 64 * 1024

export interface AppOptions {
  config: Config
  database: Database
  /** Replaces the configured SMS sender (tests). */
  sms?: SmsSender
  /** The folder whose dist/ holds the built front end; the project's own by default (tests build their own). */
  projectRoot?: string
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream
}

/** The whole server, ready to listen or to be called with inject(). The caller owns the database. */
export const buildApp = async ({ config, database, sms, projectRoot, logStream }: AppOptions) => {
  const requestTimeout = config.requestTimeoutSeconds * 1000
  const app = Fastify({
    // Node cuts a request not fully received in time (its body included, which no idle timeout catches:
    // one byte every few seconds keeps a socket busy), checking at a quarter of the timeout, 30 s at most.
    // Node skips the check when the headers' own timeout (60 s) is the longer one.
    requestTimeout,
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, requestTimeout / 4),
    },
    logger: loggerOptions(config.logLevel, logStream, config.logFormat === 'pretty'),
    genReqId: () => randomUUID(),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors: sendFrameworkError,
    schemaController: { compilersFactory: { buildSerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const outbox = config.production ? null : new DevOutbox()
  const sender = sms ?? createSender(config, app.log)
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('reads', database.reads)
  app.decorate('sms', outbox ? outbox.recording(sender) : sender)
  app.decorate('outbox', outbox)

  // Order matters: headers and compression apply to the routes registered after them; language next
  // (every message needs it), then input checks and the error envelope.
  await app.register(helmet, { projectRoot })
  await app.register(compress)
  await app.register(i18n)
  await app.register(validation)
  await app.register(envelope)
  await app.register(auth)
  await app.register(gameSession)
  await app.register(liveFeed, { listen: database.listen })
  await app.register(raceHub, { listen: database.listen })
  await app.register(crashHub, { listen: database.listen })
  await app.register(noticeHub, { listen: database.listen })
  await app.register(readCache, { listen: database.listen })
  await app.register(partnerClicks)
  await app.register(operations, { database })
  await app.register(cors)
  await app.register(rateLimit)
  await app.register(swagger)

  // Each module in a scope of its own (its body parsers, plugins), under /api or at the root as its row says;
  // the development aids never in production.
  const routes = matchRoutes(await loadRouteModules()).filter(({ row }) => !(row.dev && config.production))
  await app.register(
    async (api) => {
      for (const { row, module } of routes) if (row.mount !== 'root') await api.register(module.register)
    },
    { prefix: '/api' },
  )
  for (const { row, module } of routes) if (row.mount) await app.register(module.register)
  await app.register(staticFiles, { projectRoot })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
