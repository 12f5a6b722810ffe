import type { Static, TSchema } from '@sinclair/typebox'
import {
  type Access,
  ENDPOINTS,
  type EndpointPath,
  type EndpointRow,
  type Method,
} from '@src/contract/endpoints'
import { type Envelope, EnvelopeSchema } from '@src/contract/envelope'
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
} from 'fastify'
import { ok } from './envelope'
import {
  requireAuth,
  requireConsoleAccount,
  requireIdleSession,
  requirePermission,
  requirePlayerAccount,
} from './plugins/auth'
import { requireGameSession, requirePausedGameSession } from './plugins/gameSession'
import { remembered } from './remembered'

type Guard = preHandlerHookHandler | preHandlerHookHandler[]

const GUARDS: Record<Exclude<Access, object>, { guard?: Guard; security?: string }> = {
  public: {},
  player: { guard: requireAuth as Guard, security: 'token' },
  wallet: { guard: requirePlayerAccount as Guard, security: 'token' },
  idle: { guard: requireIdleSession as Guard, security: 'token' },
  console: { guard: requireConsoleAccount as Guard, security: 'token' },
  token: { security: 'token' },
  game: { guard: requireGameSession as Guard, security: 'gameToken' },
  pausedGame: { guard: requirePausedGameSession as Guard, security: 'gameToken' },
}

const guardOf = (access: Access) =>
  typeof access === 'object'
    ? { guard: requirePermission(access.permission) as Guard, security: 'token' }
    : GUARDS[access]

type Rows = typeof ENDPOINTS
type Row<P extends EndpointPath> = Rows[P]
type Read<R, K extends keyof EndpointRow> = R extends { readonly [F in K]: infer S extends TSchema }
  ? Static<S>
  : unknown

/** The request a handler receives, typed by its row's schemas. */
export type EndpointRequest<P extends EndpointPath> = FastifyRequest<{
  Body: Read<Row<P>, 'body'>
  Querystring: Read<Row<P>, 'query'>
  Headers: Read<Row<P>, 'headers'>
  Params: Read<Row<P>, 'params'>
}>

/** The paths whose row answers the envelope, and what its `data` is. */
type JsonPath = { [P in EndpointPath]: Row<P> extends { readonly answer: TSchema } ? P : never }[EndpointPath]
export type Answer<P extends EndpointPath> = Read<Row<P>, 'answer'>

/**
 * What a route module writes beside its row: the OpenAPI entry's words (they describe what its handler
 * does, errors included, so they stay with it) and, rarely, Fastify's route config.
 */
export interface EndpointText {
  summary: string
  description?: string
  config?: FastifyContextConfig
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** A route module's default export: the path it serves (its file's) and how it registers it in a scope of its own. */
export interface RouteModule {
  readonly path: EndpointPath
  readonly register: (app: FastifyInstance) => Promise<void>
}

/** Each answer's envelope schema, one object a row for the life of the process, so that its compiled
 * serializer (server/serializers.ts) serves every app the process builds. */
const envelopes = new WeakMap<TSchema, TSchema>()

const envelopeOf = (answer: TSchema): TSchema => remembered(envelopes, answer, () => EnvelopeSchema(answer))

/** Registers the row of `path` with `handler`: each method, its guard, its schema for validation and OpenAPI. */
const declare = (
  app: FastifyInstance,
  path: EndpointPath,
  { summary, description, config }: EndpointText,
  handler: Handler,
): void => {
  const row: EndpointRow = ENDPOINTS[path]
  const { guard, security } = guardOf(row.access)
  const methods: readonly Method[] = typeof row.method === 'string' ? [row.method] : row.method
  for (const method of methods) {
    // Typed as a plain schema: the handler's types come from EndpointRequest and the row instead.
    const schema: FastifySchema = {
      tags: [...row.tags],
      summary,
      ...(description === undefined ? {} : { description }),
      ...(security ? { security: [{ [security]: [] }] } : {}),
      ...(row.hidden ? { hide: true } : {}),
      ...(row.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(row.body && method === 'POST' ? { body: row.body } : {}),
      ...(row.query ? { querystring: row.query } : {}),
      ...(row.params ? { params: row.params } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
      ...(row.answer ? { response: { 200: envelopeOf(row.answer) } } : {}),
    }
    app.route({
      method,
      url: `/${row.url ?? path}`,
      // A permission is checked before the body is validated: who may not call a route learns nothing of its
      // fields, and the "Who may do what" test (docs/console.md) can call every route with an empty body.
      ...(guard ? { [typeof row.access === 'object' ? 'preValidation' : 'preHandler']: guard } : {}),
      ...(config ? { config } : {}),
      schema,
      handler,
    })
  }
}

/**
 * A route module that sets up its scope first (a body parser, a plugin, state held per app) and then
 * registers its row through `route`, with a handler that answers through the reply.
 */
export const routeModule = <P extends EndpointPath>(
  path: P,
  register: (
    app: FastifyInstance,
    route: (
      text: EndpointText,
      handler: (request: EndpointRequest<P>, reply: FastifyReply) => Promise<unknown>,
    ) => void,
  ) => Promise<void> | void,
): RouteModule => ({
  path,
  register: async (app) => register(app, (text, handler) => declare(app, path, text, handler as Handler)),
})

/**
 * One JSON endpoint that answers the envelope `{code: 1, data, msg}`: the handler returns `data` (or
 * throws an ApiError); validation, the guard, the OpenAPI entry and the envelope come from its row.
 * `path` is the row's (and the module's file's): 'user/getUserinfo'.
 */
export const endpoint = <P extends JsonPath>(
  path: P,
  text: EndpointText,
  handler: (request: EndpointRequest<P>, app: FastifyInstance) => Promise<Answer<P>>,
): RouteModule =>
  routeModule(path, (app, route) => route(text, async (request) => ok(request, await handler(request, app))))

/**
 * An endpoint as above whose handler answers through the reply: the envelope serialized beforehand (the
 * read cache, the live feed: sendJson), one it builds (ok), or what its row's `media` says (a file, a stream).
 */
export const replyEndpoint = <P extends EndpointPath>(
  path: P,
  text: EndpointText,
  handler: (
    request: EndpointRequest<P>,
    reply: FastifyReply,
    app: FastifyInstance,
  ) => Promise<FastifyReply | Envelope<Answer<P>> | undefined>,
): RouteModule =>
  routeModule(path, (app, route) => route(text, (request, reply) => handler(request, reply, app)))
