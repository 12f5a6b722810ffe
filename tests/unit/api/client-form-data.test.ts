import { afterAll, beforeAll, expect, test } from 'vitest'
import { clientFor } from './harness'
import { startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer({ echo: { body: { code: 1, data: { id: 'up-1' }, msg: '' } } })
})
afterAll(() => server.close())

test('a FormData goes as multipart/form-data with its file, and the envelope is read as usual', async () => {
  const form = new FormData()
  form.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'shot.png')
  const data = await clientFor(server.baseUrl).api.post('echo', form, { idempotencyKey: 'k-1' })
  expect(data).toEqual({ id: 'up-1' })
  const received = server.lastReceived()
  expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  expect(received.headers['idempotency-key']).toBe('k-1')
  expect(received.body).toContain('name="file"')
  expect(received.body).toContain('png bytes')
})
