import { login, logout } from '@src/session/auth'
import { updateStorageData } from '@src/session/store'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { clientFor } from './harness'
import { startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer({ echo: { body: { code: 1, data: 'ok', msg: '' } } })
})
afterAll(() => server.close())
beforeEach(() => logout())

describe('what a call sends', () => {
  test('the stored token and language go in the token and vuelang headers', async () => {
    login('tok-abc')
    updateStorageData({ language: 'pt' })
    await clientFor(server.baseUrl).api.get('echo')
    expect(server.lastReceived().headers).toMatchObject({ token: 'tok-abc', vuelang: 'pt' })
  })

  test('isToken false sends no token, but still the language', async () => {
    login('tok-abc')
    updateStorageData({ language: 'sw' })
    await clientFor(server.baseUrl).api.post('echo', {}, { isToken: false })
    expect(server.lastReceived().headers).not.toHaveProperty('token')
    expect(server.lastReceived().headers.vuelang).toBe('sw')
  })

  test('a logged-out player sends no token header', async () => {
    await clientFor(server.baseUrl).api.get('echo')
    expect(server.lastReceived().headers).not.toHaveProperty('token')
  })

  test('GET is the default method and params become the query string', async () => {
    const { api } = clientFor(server.baseUrl)
    await api.request({ url: 'echo', params: { page: 2, q: 'slot games', empty: undefined, none: null } })
    expect(server.lastReceived()).toMatchObject({
      method: 'GET',
      url: '/api/echo?page=2&q=slot+games',
      body: '',
    })
  })

  test('POST sends the data as JSON and params still on the query string', async () => {
    const { api } = clientFor(server.baseUrl)
    await api.request({ url: 'echo', method: 'POST', data: { count: 10 }, params: { lang: 'en' } })
    const received = server.lastReceived()
    expect(received).toMatchObject({ method: 'POST', url: '/api/echo?lang=en' })
    expect(received.headers['content-type']).toBe('application/json')
    expect(JSON.parse(received.body)).toEqual({ count: 10 })
  })

  test('a money call carries its Idempotency-Key and extra headers', async () => {
    const { api } = clientFor(server.baseUrl)
    await api.post('echo', { amount: 5_000 }, { idempotencyKey: 'dep-42', headers: { 'X-Trace': 't1' } })
    expect(server.lastReceived().headers).toMatchObject({ 'idempotency-key': 'dep-42', 'x-trace': 't1' })
  })

  test('base URL and path join with exactly one slash', async () => {
    const { api } = clientFor(server.baseUrl.replace(/\/$/, ''))
    await api.post('/echo')
    expect(server.lastReceived().url).toBe('/api/echo')
  })
})
