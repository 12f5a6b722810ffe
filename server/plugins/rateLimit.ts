import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Code } from '../../src/contract/codes'
import { ApiError } from '../envelope'

/**
 * A coarse per-IP ceiling on every call (RATE_LIMIT_PER_MINUTE), against floods. Per process (in memory):
 * the finer limits that matter across processes (logins, codes) are counted in the database.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      max: app.config.limits.requestsPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: () => new ApiError(Code.TooManyRequests),
    })
  },
  { name: 'rate-limit' },
)
