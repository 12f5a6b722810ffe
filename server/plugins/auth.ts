import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Code } from '../../src/contract/codes'
import { grantsPermission } from '../../src/permissions/rules'
import type { User } from '../db/schema/users'
import { ApiError } from '../envelope'
import { type ActiveSession, findSession } from '../services/accounts/sessions'
import { recordAudit } from '../services/audit'

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account; set by requireAuth, null on public calls. */
    user: User | null
    sessionId: number | null
  }
}

/** Token header name (spec §7: the stored token travels in a header named token). */
const TOKEN_HEADER = 'token'

const lookups = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>()

/**
 * The live session the call's token names, looked up once per request: the rate limit keys a call by it
 * before requireAuth guards the route with it.
 */
export const sessionOf = (request: FastifyRequest): Promise<ActiveSession | null> => {
  let lookup = lookups.get(request)
  if (!lookup) {
    const header = request.headers[TOKEN_HEADER]
    const token = Array.isArray(header) ? header[0] : header
    const minutes = request.server.config.compliance.reauthIdleMinutes
    lookup = token
      ? findSession(request.server.db, token, minutes === null ? null : minutes * 60_000)
      : Promise.resolve(null)
    lookups.set(request, lookup)
  }
  return lookup
}

/**
 * preHandler for protected calls: a missing, expired or revoked token answers code 401; a session idle past
 * REAUTH_IDLE_MINUTES answers 1030 and runs nothing until user/reauth.
 */
export const requireAuth = async (request: FastifyRequest): Promise<void> => {
  const session = await sessionOf(request)
  if (!session) throw new ApiError(Code.SessionExpired)
  if (session.needsReauth) throw new ApiError(Code.ReauthRequired)
  request.user = session.user
  request.sessionId = session.sessionId
}

/** preHandler of user/reauth and log-out: a live session, idle or not. */
export const requireIdleSession = async (request: FastifyRequest): Promise<void> => {
  const session = await sessionOf(request)
  if (!session) throw new ApiError(Code.SessionExpired)
  request.user = session.user
  request.sessionId = session.sessionId
}

/** The logged-in account of a route guarded by requireAuth. */
export const currentUser = (request: FastifyRequest): User => {
  if (!request.user) throw new ApiError(Code.SessionExpired)
  return request.user
}

/**
 * preHandler list for calls that need a permission (spec §6 rule, shared with the client): 401, then 403.
 * A refusal for lack of the permission is an audit row of its own (action 'denied', target the call's path).
 */
export const requirePermission = (permission: string) => [
  requireAuth,
  async (request: FastifyRequest) => {
    const user = currentUser(request)
    if (grantsPermission(user.permissions, permission)) return
    await recordAudit(request.server.db, {
      actorId: user.id,
      action: 'denied',
      target: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      after: { permission },
      ip: request.ip,
    })
    throw new ApiError(Code.Forbidden)
  },
]

export default fp(
  async (app) => {
    app.decorateRequest('user', null)
    app.decorateRequest('sessionId', null)
  },
  { name: 'auth' },
)
