/** A client that sends its body a byte at a time is cut once the request timeout passes (slowloris). */
import { connect } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../helpers'

let server: TestServer
let port: number
beforeAll(async () => {
  server = await createTestServer({ config: { requestTimeoutSeconds: 1 } })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as { port: number }).port
})
afterAll(() => server.close())

test('a body dribbled one byte at a time is answered 408 and its connection closed when the timeout passes', async () => {
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk) => {
    answer += chunk.toString()
  })
  socket.write(
    'POST /api/user/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{',
  )
  const dribble = setInterval(() => socket.writable && socket.write(' '), 200)
  const closed = await new Promise<boolean>((resolve) => {
    socket.on('close', () => resolve(true))
    setTimeout(() => resolve(false), 5_000)
  })
  clearInterval(dribble)
  socket.destroy()
  expect(closed).toBe(true)
  expect(answer).toMatch(/^HTTP\/1\.1 408/)
}, 10_000)

test('a request sent at once is answered as usual', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`)
  expect(response.status).toBe(200)
})
