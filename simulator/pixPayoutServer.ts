/**
 * The PIX payout simulator over HTTP (docs/providers.md, "PIX payouts"): POST /transfers with an
 * Idempotency-Key, GET /transfers/<key>, each outcome also notified to Ficha's POST /api/payouts/webhook,
 * signed with the webhook secret. `npm start` runs it in development when no PAYOUT_URL is set. Faults for
 * a manual try: an amount ending in 13 centavos fails, 17 stays pending for a few queries, 19 loses the
 * answer, 23 notifies twice; every other amount is paid. Never part of the product.
 */
import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type PayoutBehaviour, PixPayoutSimulator, type TransferRequest } from './pixPayout'

/**
 * The notice's signature as docs/providers.md ("PIX payouts", Signing) describes it, with its own code: hex
 * HMAC-SHA256 over `<unix seconds>.<raw body>`, sent in x-pix-signature beside x-pix-timestamp.
 * @internal Tests check the server's verification against it.
 */
export const signNotice = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')

const byCents: Record<number, PayoutBehaviour> = {
  13: 'fail',
  17: 'pending',
  19: 'loseAnswer',
  23: 'answerTwice',
}

const read = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export const startPixPayoutSimulator = async (options: {
  port: number
  /** Ficha's webhook, e.g. http://localhost:8080/api/payouts/webhook. */
  webhookUrl: string
  webhookSecret: string
  apiKey: string
}) => {
  const simulator = new PixPayoutSimulator()
  simulator.behaviour = (transfer) => byCents[transfer.amount % 100] ?? 'succeed'
  simulator.webhook = async (event) => {
    const body = JSON.stringify(event)
    const timestamp = Math.floor(Date.now() / 1000)
    await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pix-timestamp': String(timestamp),
        'x-pix-signature': signNotice(options.webhookSecret, timestamp, body),
      },
      body,
    }).catch(() => undefined)
  }
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return send(401, { error: 'unauthorized' })
    const url = new URL(request.url ?? '/', 'http://simulator')
    try {
      if (request.method === 'POST' && url.pathname === '/transfers') {
        const transfer = JSON.parse(await read(request)) as TransferRequest
        if (transfer.idempotencyKey !== request.headers['idempotency-key'])
          return send(400, { error: 'Idempotency-Key differs from the body' })
        return send(200, await simulator.create(transfer))
      }
      const match = /^\/transfers\/(.+)$/.exec(url.pathname)
      if (request.method === 'GET' && match?.[1]) {
        const answer = await simulator.query(decodeURIComponent(match[1]))
        return answer ? send(200, answer) : send(404, { error: 'no such transfer' })
      }
      return send(404, { error: 'not found' })
    } catch {
      // loseAnswer: the transfer is made, the connection drops without an answer.
      response.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    simulator,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
