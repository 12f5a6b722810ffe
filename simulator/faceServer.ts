/**
 * The face match simulator over HTTP (docs/compliance.md, "Identity with a face"): POST /sessions with the
 * bearer key opens a session and answers `{ id, url }`; GET /s/<id> is the hosted page, whose buttons pass,
 * fail, time out or replay the last notice, each delivered signed to Ficha's POST /api/identity/webhook,
 * then send the player back to the session's return address. `npm start` runs it in development with
 * FACE_SIMULATOR=on; the browser tests of the brazil server use it. Never part of the product.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type FaceOutcome, FaceSimulator, type SessionRequest } from './face'

const read = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const OUTCOMES: readonly FaceOutcome[] = ['pass', 'fail', 'timeout', 'replay']

/** The hosted page: what a provider's page would ask, reduced to the outcome buttons. */
const page = (id: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Face check (simulator)</title></head>
<body style="font-family:sans-serif;padding:16px">
<h1>Face check simulator</h1>
<p>Session ${id}. A real provider films the face and the photo ID here.</p>
<form method="post" action="/s/${id}/decide">
${OUTCOMES.map((outcome) => `<button name="outcome" value="${outcome}" style="display:block;margin:8px 0;padding:12px;width:100%">${outcome}</button>`).join('\n')}
</form></body></html>`

export const startFaceSimulator = async (options: {
  port: number
  /** Ficha's webhook, e.g. http://localhost:8080/api/identity/webhook (read at each notice). */
  webhookUrl: string | (() => string)
  webhookSecret: string
  apiKey: string
}) => {
  let base = ''
  const simulator = new FaceSimulator({
    pageBase: '',
    webhookSecret: options.webhookSecret,
    deliver: (notice) =>
      fetch(typeof options.webhookUrl === 'string' ? options.webhookUrl : options.webhookUrl(), {
        method: 'POST',
        headers: notice.headers,
        body: notice.body,
      }).catch(() => undefined),
  })
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', 'http://simulator')
    try {
      if (request.method === 'POST' && url.pathname === '/sessions') {
        if (request.headers.authorization !== `Bearer ${options.apiKey}`)
          return send(401, { error: 'unauthorized' })
        const opened = simulator.open(JSON.parse(await read(request)) as SessionRequest)
        return send(200, { id: opened.id, url: `${base}${opened.url}` })
      }
      const hosted = /^\/s\/([\w-]+)$/.exec(url.pathname)
      if (request.method === 'GET' && hosted?.[1] && simulator.sessions.has(hosted[1])) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return response.end(page(hosted[1]))
      }
      const decided = /^\/s\/([\w-]+)\/decide$/.exec(url.pathname)
      const session = decided?.[1] ? simulator.sessions.get(decided[1]) : undefined
      if (request.method === 'POST' && decided?.[1] && session) {
        const outcome = new URLSearchParams(await read(request)).get('outcome') as FaceOutcome
        if (!OUTCOMES.includes(outcome)) return send(400, { error: 'unknown outcome' })
        await simulator.decide(decided[1], outcome)
        response.writeHead(303, { location: session.request.returnUrl })
        return response.end()
      }
      return send(404, { error: 'not found' })
    } catch (error) {
      return send(400, { error: String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`
  return {
    url: base,
    simulator,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
