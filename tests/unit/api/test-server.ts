import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Reply {
  status?: number
  /** An object is sent as JSON; a string as it is. */
  body?: unknown
  delayMs?: number
}

export interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/**
 * A real HTTP server on a free local port that answers each path under /api/ as told and records what it
 * received. It allows any origin and header, as the reference server does for partner pages: the test DOM
 * enforces CORS like a browser.
 */
export const startTestServer = async (replies: Record<string, Reply>) => {
  const received: Received[] = []
  const server: Server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE')
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? '*',
    )
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    let body = ''
    for await (const chunk of request) body += chunk
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })

    const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/api\//, '')
    const reply = replies[path] ?? { status: 404, body: 'no such test route' }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
    const isText = typeof reply.body === 'string'
    response
      .writeHead(reply.status ?? 200, { 'Content-Type': isText ? 'text/plain' : 'application/json' })
      .end(isText ? reply.body : JSON.stringify(reply.body ?? null))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    received,
    lastReceived: (): Received => {
      const last = received.at(-1)
      if (!last) throw new Error('the server received nothing')
      return last
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A base URL whose port nobody listens on: the server was started and closed again. */
export const closedPortUrl = async (): Promise<string> => {
  const { baseUrl, close } = await startTestServer({})
  await close()
  return baseUrl
}
