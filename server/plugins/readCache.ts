import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Listen } from '../db/listen'
import { ok } from '../envelope'
import { ReadCache } from '../services/content'

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue and content answers kept in memory, dropped in every process when their tables change. */
    readCache: ReadCache
  }
}

/** Sends an answer serialized beforehand (the route's schema serializer is skipped for a string). */
export const sendJson = (reply: FastifyReply, body: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(body)

/**
 * A route's success answer from the read cache: `load`'s data in the envelope, serialized once per key
 * and language (the envelope's message is translated).
 */
export const cachedAnswer = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  maxAgeMs?: number,
): Promise<FastifyReply> => {
  const body = await request.server.readCache.get(
    `${key}:${request.lang}`,
    async () => JSON.stringify(ok(request, await load())),
    maxAgeMs,
  )
  return sendJson(reply, body)
}

export default fp<{ listen: Listen }>(
  async (app, { listen }) => {
    const cache = new ReadCache(app.db)
    await cache.start(listen)
    app.decorate('readCache', cache)
    // Before the database closes (the caller's onClose may close it first).
    app.addHook('preClose', async () => {
      await cache.close()
    })
  },
  { name: 'read-cache' },
)
