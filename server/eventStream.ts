import type { ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'

/**
 * Takes the reply out of Fastify's hands and opens it as a text/event-stream (bet/stream, notice/stream).
 * Headers the plugins already set (CORS for partner pages) still go out; reverse proxies (nginx) are told not
 * to buffer the events. `cacheControl` differs: a public feed may be revalidated, a player's never stored.
 */
export const openEventStream = (reply: FastifyReply, cacheControl: string): ServerResponse => {
  reply.hijack()
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': cacheControl,
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  return reply.raw
}
