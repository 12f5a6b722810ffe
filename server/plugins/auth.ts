import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Code } from '../../src/contract/codes'
import { grantsPermission } from '../../src/permissions/rules'
import type { User } from '../db/schema/users'
import { ApiError } from '../envelope'
import { findSession } from '../services/sessions'

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account; set by requireAuth, null on public calls. */
    user: User | null
    sessionId: number | null
  }
}

/** Token header name (spec §7: the stored token travels in a header named token). */
const TOKEN_HEADER = 'token'

/** preHandler for protected calls: a missing, expired or revoked token answers code 401. */
export const requireAuth = async (request: FastifyRequest): Promise<void> => {
  const header = request.headers[TOKEN_HEADER]
  const token = Array.isArray(header) ? header[0] : header
  const session = token ? await findSession(request.server.db, token) : null
  if (!session) throw new ApiError(Code.SessionExpired)
  request.user = session.user
  request.sessionId = session.sessionId
}

/** The logged-in account of a route guarded by requireAuth. */
export const currentUser = (request: FastifyRequest): User => {
  if (!request.user) throw new ApiError(Code.SessionExpired)
  return request.user
}

/** preHandler list for calls that need a permission (spec §6 rule, shared with the client): 401, then 403. */
export const requirePermission = (permission: string) => [
  requireAuth,
  async (request: FastifyRequest) => {
    if (!grantsPermission(currentUser(request).permissions, permission)) throw new ApiError(Code.Forbidden)
  },
]

export default fp(
  async (app) => {
    app.decorateRequest('user', null)
    app.decorateRequest('sessionId', null)
  },
  { name: 'auth' },
)
