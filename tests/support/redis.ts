import { Redis } from 'ioredis'

/** Whether REDIS_URL is set and its Redis answers a ping within half a second (multi-process tests need it). */
export const redisAnswers = async (redisUrl = process.env.REDIS_URL): Promise<boolean> => {
  if (!redisUrl) return false
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 })
  try {
    await redis.connect()
    await redis.ping()
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
