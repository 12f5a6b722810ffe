/**
 * A partner's tracker (an affiliate platform's postback endpoint) for tests and the benchmark: it receives
 * Ficha's postbacks (docs/partners.md, Postbacks), checks each signature with its own code, written from the
 * document and sharing nothing with the server, and answers each event by a script: e.g. first a failure,
 * then a hang past the sender's timeout, then 200. It records every request and accepts each event id once,
 * as a real tracker dedupes by the event id. Never part of the product.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the tracker answers one request: 500, no answer at all (the sender times out), or 200. */
export type TrackerAnswer = 'fail' | 'timeout' | 'ok'

interface TrackerRequest {
  eventId: string
  /** The address as received, with its query (the placeholders' values). */
  url: string
  query: Record<string, string>
  signatureValid: boolean
  answer: TrackerAnswer
  /** The event had been accepted before (a 200 already given for its id). */
  duplicate: boolean
  at: number
}

/**
 * docs/partners.md, Signature: hex HMAC-SHA256 with the partner's secret over `<timestamp>.<url>`, the
 * timestamp in x-ficha-timestamp (Unix seconds) and the digest in x-ficha-signature.
 */
const verifyTrackerSignature = (
  secret: string,
  url: string,
  timestamp: string | undefined,
  signature: string | undefined,
): boolean => {
  if (!timestamp || !/^\d+$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.${url}`, 'utf8').digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

export const startPartnerTracker = async (options: {
  secret: string
  /** Each event's answers, try by try; past the end, 'ok'. */
  script?: TrackerAnswer[]
  port?: number
}) => {
  const script = options.script ?? []
  const requests: TrackerRequest[] = []
  const tries = new Map<string, number>()
  /** Event ids accepted (answered 200 with a valid signature), in the order they were accepted. */
  const accepted: TrackerRequest[] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    const host = request.headers.host ?? ''
    const url = `http://${host}${request.url ?? '/'}`
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : undefined
    }
    const eventId = header('x-ficha-event-id') ?? ''
    const signatureValid = verifyTrackerSignature(
      options.secret,
      url,
      header('x-ficha-timestamp'),
      header('x-ficha-signature'),
    )
    const attempt = tries.get(eventId) ?? 0
    tries.set(eventId, attempt + 1)
    const answer: TrackerAnswer = signatureValid ? (script[attempt] ?? 'ok') : 'fail'
    const duplicate = accepted.some((seen) => seen.eventId === eventId)
    const record: TrackerRequest = {
      eventId,
      url,
      query: Object.fromEntries(new URL(url).searchParams),
      signatureValid,
      answer,
      duplicate,
      at: Date.now(),
    }
    requests.push(record)
    if (answer === 'timeout') {
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }
    if (answer === 'ok' && !duplicate) accepted.push(record)
    response.writeHead(answer === 'ok' ? 200 : 500, { 'content-type': 'text/plain' })
    response.end(answer === 'ok' ? 'OK' : 'error')
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted,
    close: async () => {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
