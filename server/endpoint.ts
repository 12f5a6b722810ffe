import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Static, TSchema } from '@sinclair/typebox'
import { type Envelope, EnvelopeSchema } from '@src/contract/envelope'
import type {
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

/**
 * Who may call an endpoint. Each kind is one guard and the OpenAPI security it documents, so that a route
 * can never guard one way and document another.
 * - public: anyone; player: a live login session (401); wallet: a player account's session, for its money
 *   and its play (a console account is refused 1725); idle: a live session even past the re-authentication
 *   idle time (user/reauth, logout); console: a console account (403 for players);
 * - game / pausedGame: a game session's token (1303), the paused one for game/reauth;
 * - { permission }: a session whose account has that permission (401, then 403).
 */
type Access =
  | 'public'
  | 'player'
  | 'wallet'
  | 'idle'
  | 'console'
  | 'game'
  | 'pausedGame'
  | { readonly permission: string }

type Guard = preHandlerHookHandler | preHandlerHookHandler[]

const GUARDS: Record<Exclude<Access, object>, { guard?: Guard; security?: string }> = {
  public: {},
  player: { guard: requireAuth as Guard, security: 'token' },
  wallet: { guard: requirePlayerAccount as Guard, security: 'token' },
  idle: { guard: requireIdleSession as Guard, security: 'token' },
  console: { guard: requireConsoleAccount as Guard, security: 'token' },
  game: { guard: requireGameSession as Guard, security: 'gameToken' },
  pausedGame: { guard: requirePausedGameSession as Guard, security: 'gameToken' },
}

const guardOf = (access: Access) =>
  typeof access === 'object'
    ? { guard: requirePermission(access.permission) as Guard, security: 'token' }
    : GUARDS[access]

/** What an endpoint takes and answers: the request parts it validates and the envelope's `data`. */
interface Parts {
  body?: TSchema
  querystring?: TSchema
  headers?: TSchema
  params?: TSchema
  answer: TSchema
}

type Read<S> = S extends TSchema ? Static<S> : unknown

/** The request a handler receives, typed by the endpoint's schemas. */
export type EndpointRequest<P extends Parts> = FastifyRequest<{
  Body: Read<P['body']>
  Querystring: Read<P['querystring']>
  Headers: Read<P['headers']>
  Params: Read<P['params']>
}>

/** An endpoint's description for the OpenAPI document (/api/docs), and who may call it. */
export type EndpointSpec<P extends Parts> = P & {
  access: Access
  tags: string[]
  summary: string
  description?: string
}

type Route = `${'GET' | 'POST'} /${string}`

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** Registers one route of the spec: its guard, and its schema for validation and the OpenAPI entry. */
const declare =
  <P extends Parts>(
    route: Route,
    { access, tags, summary, description, answer, ...parts }: EndpointSpec<P>,
    handlerOf: (app: FastifyInstance) => Handler,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string]
    const { guard, security } = guardOf(access)
    // Typed as a plain schema: the handler's types come from EndpointRequest and the answer schema instead.
    const schema: FastifySchema = {
      tags,
      summary,
      ...(description === undefined ? {} : { description }),
      ...(security ? { security: [{ [security]: [] }] } : {}),
      ...parts,
      response: { 200: EnvelopeSchema(answer) },
    }
    app.route({
      method,
      url,
      // A permission is checked before the body is validated: who may not call a route learns nothing of its
      // fields, and the "Who may do what" test (docs/console.md) can call every route with an empty body.
      ...(guard ? { [typeof access === 'object' ? 'preValidation' : 'preHandler']: guard } : {}),
      schema,
      handler: handlerOf(app),
    })
  }

/**
 * One JSON endpoint that answers the envelope `{code: 1, data, msg}`: the handler returns `data` (or
 * throws an ApiError); validation, the guard, the OpenAPI entry and the envelope come from the spec.
 * `route` is the method and path below /api, as the spec writes it: 'POST /user/getUserinfo'.
 */
export const endpoint = <P extends Parts>(
  route: Route,
  spec: EndpointSpec<P>,
  handler: (request: EndpointRequest<P>, app: FastifyInstance) => Promise<Static<P['answer']>>,
): FastifyPluginAsyncTypebox =>
  declare(
    route,
    spec,
    (app) => async (request) => ok(request, await handler(request as EndpointRequest<P>, app)),
  )

/**
 * An endpoint as above whose handler answers through the reply: the envelope serialized beforehand (the
 * read cache, the live feed: sendJson), or one it builds (ok) when it answers without them.
 */
export const replyEndpoint = <P extends Parts>(
  route: Route,
  spec: EndpointSpec<P>,
  handler: (
    request: EndpointRequest<P>,
    reply: FastifyReply,
    app: FastifyInstance,
  ) => Promise<FastifyReply | Envelope<Static<P['answer']>>>,
): FastifyPluginAsyncTypebox =>
  declare(route, spec, (app) => (request, reply) => handler(request as EndpointRequest<P>, reply, app))
