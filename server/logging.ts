import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
  stdSerializers,
} from 'pino'

/**
 * What the server logs, and what it never does. Logs carry no personal data (names, phones, account
 * numbers, CPF, PIX keys), no tokens, codes or hand-off codes:
 * - requests are logged by method, path and route, never their query string (hand-off codes, game
 *   tickets and outbox phones travel there), nor their headers (the token header);
 * - errors lose the query parameters the database driver copies into their message, and the detail
 *   PostgreSQL adds to constraint errors (which repeats the row's values);
 * - the fields named below are censored wherever a log call would carry them, as a last net.
 */

const SECRET_FIELDS = [
  'phone',
  'username',
  'password',
  'code',
  'codes',
  'token',
  'cpf',
  'pixKey',
  'holder',
  'number',
  'name',
  'nickname',
  'email',
  'ticket',
]

const redactPaths = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers',
  'headers',
]

/** A request in the log: no query string, no headers. */
const requestSerializer = (request: FastifyRequest | { method?: string; url?: string }) => {
  const url = request.url ?? ''
  const query = url.indexOf('?')
  return {
    method: request.method,
    url: query === -1 ? url : `${url.slice(0, query)}?…`,
    ...('routeOptions' in request ? { route: request.routeOptions.url } : {}),
    ...('ip' in request ? { remoteAddress: request.ip } : {}),
  }
}

/**
 * Drizzle's "Failed query: ...\nparams: a,b,c" keeps the SQL and loses the values; PostgreSQL's own
 * messages quote the offending value ('value "+55..." is out of range'), so quoted text outside the SQL
 * line goes too.
 */
const withoutParams = (text: string | undefined) =>
  text
    ?.split('\n')
    .map((line) =>
      line.startsWith('params: ')
        ? 'params: [redacted]'
        : line.startsWith('Failed query') || line.includes('Failed query')
          ? line
          : line.replace(/"[^"]*"/g, '"[redacted]"'),
    )
    .join('\n')

type SerializedError = ReturnType<typeof stdSerializers.err> & {
  detail?: unknown
  cause?: unknown
  params?: unknown
}

const errorSerializer = (error: Error): SerializedError => {
  const serialized: SerializedError = stdSerializers.err(error)
  serialized.message = withoutParams(serialized.message) ?? ''
  serialized.stack = withoutParams(serialized.stack) ?? ''
  delete serialized.detail
  delete serialized.params
  if (serialized.cause && typeof serialized.cause === 'object') {
    const cause = serialized.cause as Record<string, unknown>
    delete cause.detail
    delete cause.parameters
    delete cause.params
    if (typeof cause.message === 'string') cause.message = withoutParams(cause.message)
    if (typeof cause.stack === 'string') cause.stack = withoutParams(cause.stack)
  }
  return serialized
}

/**
 * The logger's options for Fastify: level, redaction and the serializers above; `stream` for tests.
 * `pretty` writes readable lines through pino-pretty (a worker thread) instead of JSON; redaction and the
 * serializers still apply first.
 */
export const loggerOptions = (
  level: string,
  stream?: DestinationStream,
  pretty = false,
): LoggerOptions & {
  stream?: DestinationStream
} => ({
  level,
  redact: { paths: redactPaths, censor: '[redacted]' },
  serializers: { req: requestSerializer, err: errorSerializer },
  ...(stream
    ? { stream }
    : pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
          },
        }
      : {}),
})

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

/**
 * A request's logger that makes pino's child (bindings, serializers, redaction) only when a line is
 * written: at LOG_LEVEL warn or above a call that goes well writes none (at info Fastify writes two a
 * request, and the child is made for them), and making it was about 2 % of a spin's CPU. A line goes out
 * as the child would write it; one below the level is dropped unread, as pino drops it.
 */
class LazyChild {
  readonly #parent: Logger
  readonly #bindings: Bindings
  readonly #options: ChildLoggerOptions
  #child: Logger | undefined

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  #real(): Logger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options)
    return this.#child
  }

  #write(level: Level, args: unknown[]): void {
    // A route's own level (logLevel) may differ from the parent's: then the child decides.
    if (!this.#child && this.#options.level === undefined && !this.#parent.isLevelEnabled(level)) return
    ;(this.#real()[level] as (...line: unknown[]) => void)(...args)
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level
  }

  set level(level: string) {
    this.#real().level = level
  }

  isLevelEnabled(level: string): boolean {
    return this.#child || this.#options.level !== undefined
      ? this.#real().isLevelEnabled(level)
      : this.#parent.isLevelEnabled(level)
  }

  fatal = (...args: unknown[]) => this.#write('fatal', args)
  error = (...args: unknown[]) => this.#write('error', args)
  warn = (...args: unknown[]) => this.#write('warn', args)
  info = (...args: unknown[]) => this.#write('info', args)
  debug = (...args: unknown[]) => this.#write('debug', args)
  trace = (...args: unknown[]) => this.#write('trace', args)
  silent = () => undefined

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options)
  }
}

/** Fastify's childLoggerFactory: each request's logger, made lazily (LazyChild); the parent is pino's. */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyChild(logger as Logger, bindings, options) as unknown as FastifyBaseLogger
