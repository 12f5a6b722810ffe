import { Code } from '@src/contract/codes'
import { describe, expect, test } from 'vitest'
import { createTestServer, sharedServer } from '../helpers'

// CORS, the OpenAPI document and the rate limit: what a partner's page or an API client sees.
const given = sharedServer(() => createTestServer({ config: { corsOrigins: ['https://partner.example'] } }))

const preflight = (origin: string) =>
  given.server.app.inject({
    method: 'OPTIONS',
    url: '/api/user/login',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,token,vuelang',
    },
  })

describe('CORS', () => {
  test('a listed partner origin may call the API with the token and vuelang headers', async () => {
    const response = await preflight('https://partner.example')
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example')
    expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['token', 'vuelang', 'content-type']),
    )
  })

  test('any other origin gets no CORS permission', async () => {
    const response = await preflight('https://evil.example')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    const simple = await given.server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    })
    expect(simple.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('GET /api/docs.json', () => {
  test('documents every account call with its body and its success envelope', async () => {
    const response = await given.server.app.inject({ method: 'GET', url: '/api/docs.json' })
    const document = response.json()
    expect(document.openapi).toBe('3.1.0')
    for (const path of [
      'user/login',
      'user/register',
      'user/change_pwd',
      'user/changepwd',
      'user/setpaypwd',
      'sms/send',
      'index/send_email_mobile',
    ]) {
      const operation = document.paths[`/api/${path}`]?.post
      expect(operation?.requestBody, path).toBeDefined()
      const success = operation.responses['200'].content['application/json'].schema
      expect(success.required, path).toEqual(['code', 'data', 'msg'])
    }
    expect(document.paths['/api/user/getUserinfo'].post.security).toEqual([{ token: [] }])
    expect(document.paths['/logout'].post).toBeDefined()
    expect(document.paths['/api/logout'].post).toBeDefined()
    expect(document.components.securitySchemes.token).toEqual({ type: 'apiKey', in: 'header', name: 'token' })
  })
})

describe('rate limit', () => {
  test('every answer carries the per-IP budget left', async () => {
    const response = await given.server.app.inject({ method: 'POST', url: '/api/logout' })
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeGreaterThan(0)
  })

  test('a flood from one IP is refused with code 429 in the envelope', async () => {
    const limit = Number(
      (await given.server.app.inject({ method: 'POST', url: '/api/logout', remoteAddress: '192.0.2.50' }))
        .headers['x-ratelimit-limit'],
    )
    const flood = Array.from({ length: limit }, () =>
      given.server.app.inject({
        method: 'POST',
        url: '/api/logout',
        remoteAddress: '192.0.2.50',
        headers: { vuelang: 'en' },
      }),
    )
    const last = (await Promise.all(flood)).at(-1)
    expect(last?.statusCode).toBe(200)
    expect(last?.json()).toEqual({
      code: Code.TooManyRequests,
      data: null,
      msg: 'Too many requests, please try again later.',
    })
  })
})
