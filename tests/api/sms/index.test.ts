import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { httpSender, type SmsMessage } from '@server/sms'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// A stand-in SMS gateway: records what it receives, answers the status it is told.
let status = 200
const received: { body: unknown; type: string | undefined }[] = []
const gateway = createServer(async (request: IncomingMessage, response) => {
  let raw = ''
  for await (const chunk of request) raw += chunk
  received.push({ body: JSON.parse(raw), type: request.headers['content-type'] })
  response.writeHead(status).end()
})
let url: string
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`
})
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())))

const message: SmsMessage = {
  phone: '+5511987654321',
  purpose: 'register',
  code: '123456',
  text: 'Code 123456',
}

describe('the http SMS sender', () => {
  test('posts the message as JSON to the webhook', async () => {
    status = 200
    await httpSender(url).send(message)
    expect(received.at(-1)).toEqual({ body: message, type: 'application/json' })
  })

  test('a gateway answering an error makes the send fail', async () => {
    status = 502
    await expect(httpSender(url).send(message)).rejects.toThrow(/502/)
  })
})
