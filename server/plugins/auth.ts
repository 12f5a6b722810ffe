import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Code, type CodeValue } from '../../src/contract/codes'
import { grantsPermission } from '../../src/permissions/rules'
import type { User } from '../db/schema/users'
import { ApiError } from '../envelope'
import {
  type ActiveSession,
  checkConsoleCall,
  findSession,
  isConsoleAccount,
  refuseConsoleAccount,
} from '../services/accounts'
import { recordAudit } from '../services/audit'

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account; set by requireAuth, null on public calls. */
    user: User | null
    sessionId: number | null
  }
  interface FastifyContextConfig {
    /**
     * A route outside /api/admin/ that also serves operators (an uploaded image the order queues show): a
     * console account's call to it passes the console guard first; a player's does not.
     */
    servesOperators?: boolean
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

/**
 * preHandler list of the calls that move a player's own money or start play (top-up, withdrawal, payout
 * keys, conversion, opening a game): a live session (401) of a player account; a console account has no
 * wallet (OperatorNotPlayer, docs/console.md).
 */
export const requirePlayerAccount = [
  requireAuth,
  async (request: FastifyRequest) => refuseConsoleAccount(currentUser(request)),
]

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
 * On a console call the refusal is audited by the plugin's onError hook, with every other console refusal.
 */
export const requirePermission = (permission: string) => [
  requireAuth,
  async (request: FastifyRequest) => {
    if (!grantsPermission(currentUser(request).permissions, permission)) throw new ApiError(Code.Forbidden)
  },
]

/** The console's calls (docs/console.md): guarded by consoleGuard before their own permission check. */
const CONSOLE_PREFIX = '/api/admin/'

/** The address and browser a console session is bound to once it passed the second factor. */
export const consoleCallOf = (request: FastifyRequest) => ({
  ip: request.ip,
  agent: String(request.headers['user-agent'] ?? ''),
})

/**
 * preValidation hook of every /api/admin/* route, before its own permission check: a live session (401), of a console account (403: a
 * player never gets further), that passed the second factor when it must, from the address and browser
 * that passed it, not idle past CONSOLE_IDLE_MINUTES (services/accounts/consoleSessions.ts).
 */
const consoleGuard = async (request: FastifyRequest): Promise<void> => {
  await requireAuth(request)
  const session = await sessionOf(request)
  if (!session || !isConsoleAccount(session.user)) throw new ApiError(Code.Forbidden)
  await checkConsoleCall(request.server.db, session, consoleCallOf(request), request.server.config.console)
}

/**
 * preValidation hook of a route marked servesOperators: a console account's session passes the console
 * guard (second factor, address binding, idle time); a player's call, or one without a session, goes on to
 * the route's own checks.
 */
const operatorGuard = async (request: FastifyRequest): Promise<void> => {
  const session = await sessionOf(request)
  if (session && isConsoleAccount(session.user)) await consoleGuard(request)
}

/** Whether the console's rules apply to a route: the console's calls and those that serve operators. */
const guardedRoute = (url: string | undefined, config: { servesOperators?: boolean } | undefined) =>
  Boolean(url?.startsWith(CONSOLE_PREFIX) || config?.servesOperators)

/** preHandler list of the console's own calls (console/totp_*): logged in, and a console account (some role
 * or permission); a player is refused 403. */
export const requireConsoleAccount = [
  requireAuth,
  async (request: FastifyRequest) => {
    if (!isConsoleAccount(currentUser(request))) throw new ApiError(Code.Forbidden)
  },
]

/** The refusals of a console call the audit log keeps: who was turned away, and why. */
const DENIALS = new Set<CodeValue>([
  Code.SessionExpired,
  Code.Forbidden,
  Code.ReauthRequired,
  Code.TotpEnrolmentRequired,
  Code.SecondFactorRequired,
  Code.ConsoleSessionIdle,
  Code.ConsoleSessionMoved,
])

export default fp(
  async (app) => {
    app.decorateRequest('user', null)
    app.decorateRequest('sessionId', null)
    app.addHook('onRoute', (route) => {
      const guard = route.url.startsWith(CONSOLE_PREFIX)
        ? consoleGuard
        : route.config?.servesOperators
          ? operatorGuard
          : null
      // Before the body is validated: a player learns nothing of a console call's fields.
      if (guard) route.preValidation = [guard, ...[route.preValidation ?? []].flat()]
    })
    // A refused console call leaves an audit row: the operator (null without a session), the route, the code.
    app.addHook('onError', async (request, _reply, error) => {
      const route = request.routeOptions.url
      const refusal: unknown = error
      if (
        !route ||
        !guardedRoute(route, request.routeOptions.config) ||
        !(refusal instanceof ApiError) ||
        !DENIALS.has(refusal.code)
      )
        return
      await recordAudit(app.db, {
        actorId: request.user?.id ?? null,
        action: 'denied',
        target: route,
        reason: String(refusal.code),
        ip: request.ip,
      }).catch((failure: unknown) => request.log.error({ err: failure }, 'the denial could not be audited'))
    })
  },
  { name: 'auth' },
)
