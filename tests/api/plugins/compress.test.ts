import { get } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'

// API answers above 1 KiB are compressed on the fly; the live feed never waits in a compression buffer.
const given = sharedServer()

describe('on-the-fly compression', () => {
  test('an answer above 1 KiB is sent brotli-compressed and reads back whole', async () => {
    const response = await given.server.app.inject({
      method: 'GET',
      url: '/api/docs.json',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    const document = JSON.parse(brotliDecompressSync(response.rawPayload).toString())
    expect(document.openapi).toBe('3.1.0')
  })

  test('a small answer is sent as it is', async () => {
    const response = await given.server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json().code).toBe(1)
  })

  test('the live feed (bet/stream) is never compressed: its first line arrives as plain text', async () => {
    const base = await given.server.app.listen({ port: 0, host: '127.0.0.1' })
    const { encoding, first } = await new Promise<{ encoding: unknown; first: string }>((resolve, reject) => {
      const request = get(
        `${base}/api/bet/stream`,
        { agent: false, headers: { 'accept-encoding': 'br, gzip' } },
        (response) => {
          response.setEncoding('utf8')
          response.once('data', (chunk: string) => {
            resolve({ encoding: response.headers['content-encoding'], first: chunk })
            request.destroy()
          })
        },
      )
      request.on('error', reject)
    })
    expect(encoding).toBeUndefined()
    expect(first).toMatch(/^retry: \d+/)
  })
})
