import type { FastifyRequest } from 'fastify'
import { activeExclusion } from '../services/protection'
import { sessionOf } from './auth'

/**
 * Whether the caller is logged in (token header, on public calls too) and in a running cool-off or
 * self-exclusion: the calls that show promotions, events, banners, popups and notices then answer nothing
 * that invites play (docs/compliance.md).
 */
export const callerExcluded = async (request: FastifyRequest): Promise<boolean> => {
  const session = await sessionOf(request)
  return session !== null && (await activeExclusion(request.server.db, session.user.id)) !== null
}
