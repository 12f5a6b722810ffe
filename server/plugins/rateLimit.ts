import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { Code } from '../../src/contract/codes'
import { ApiError } from '../envelope'

/**
 * A coarse per-IP ceiling on every call (RATE_LIMIT_PER_MINUTE), against floods. With REDIS_URL the
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
      redis,
      nameSpace: 'ficha-rate-limit-',
      skipOnError: true,
      errorResponseBuilder: () => new ApiError(Code.TooManyRequests),
    })
  },
  { name: 'rate-limit' },
)
