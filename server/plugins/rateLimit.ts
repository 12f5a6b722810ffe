import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { Code } from '../../src/contract/codes'
import { ApiError } from '../envelope'
import { ASSETS_ROUTE } from '../services/content'
import { sessionOf } from './auth'

/**
 * Only API calls spend the budget: a page load's ~25 files (and the game pictures) never do. Told by the
 * route that answers (the router decodes the address, so /%61pi/user/login is /api/user/login); by the
 * address only when no route does.
 */
const isApiCall = ({ routeOptions, url }: FastifyRequest): boolean => {
  const path = routeOptions.url ?? url
  return path.startsWith('/api/') && !path.startsWith(`/api${ASSETS_ROUTE}`)
}

/**
 * The player when the call carries a live token, else the client address (IPv6 by its /64): players behind
 * one carrier NAT address (CGNAT) each get their own budget once logged in. A made-up token counts against
 * the address, so rotating tokens does not escape the limit.
 */
const clientKey = async (request: FastifyRequest): Promise<string> => {
  const session = await sessionOf(request)
  return session ? `player:${session.user.id}` : `ip:${normalizeIP(request.ip, 64)}`
}

/**
 * A coarse ceiling per client on API calls (RATE_LIMIT_PER_MINUTE), against floods. With REDIS_URL the
 * counters live in Redis, so several server processes count one total; without it, in each process's
 * memory. The finer limits (logins, codes) are counted in the database.
 */
export default fp(
  async (app) => {
    // Short timeouts: a call must not hang on Redis. If Redis is down the ceiling is skipped (and logged).
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis unreachable'))
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
    }
    await app.register(rateLimit, {
      max: app.config.limits.requestsPerMinute,
      timeWindow: 60_000,
      allowList: (request) => !isApiCall(request),
      keyGenerator: (request) => (isApiCall(request) ? clientKey(request) : 'static'),
      redis,
      nameSpace: 'ficha-rate-limit-',
      skipOnError: true,
      errorResponseBuilder: () => new ApiError(Code.TooManyRequests),
    })
  },
  { name: 'rate-limit' },
)
