import { rmSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { version } from '@root/package.json'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../helpers'
import { FIXTURE_FILES, writeBuiltTree } from './builtTree'

// What a phone or a partner's page gets for the built files: compressed as it accepts, cached as long as
// the address allows.
let server: TestServer
let root: string
beforeAll(async () => {
  root = writeBuiltTree()
  server = await createTestServer({ projectRoot: root })
})
afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string, encoding = 'br, gzip') =>
  server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })

describe('compression', () => {
  test.each([
    ['/assets/index-Ab12Cd34.js', 'dist/portal/assets/index-Ab12Cd34.js'],
    ['/widgets/ficha.js', 'dist/widgets/ficha.js'],
    ['/widgets/ficha-bets-ticker.js', 'dist/widgets/ficha-bets-ticker.js'],
    ['/', 'dist/portal/index.html'],
    ['/play/', 'dist/play/index.html'],
    ['/demo/partner.html', 'dist/demo/partner.html'],
  ])('%s is sent brotli-compressed to a browser that accepts it', async (url, file) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FIXTURE_FILES[file])
  })

  test('gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await get('/widgets/ficha.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FIXTURE_FILES['dist/widgets/ficha.js'])
    const plain = await get('/widgets/ficha.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(FIXTURE_FILES['dist/widgets/ficha.js'])
  })
})

describe('the operator console (its own build at /console/)', () => {
  test.each(['/console/', '/console/orders', '/console/players/detail?id=42'])(
    '%s answers the console shell, which routes by the path, revalidated on every visit',
    async (url) => {
      const response = await get(url, 'identity')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toBe(FIXTURE_FILES['dist/console/index.html'])
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  test('its fingerprinted scripts are kept a year; /console goes to /console/', async () => {
    const script = await get('/console/assets/index-Cn50le12.js')
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(
      FIXTURE_FILES['dist/console/assets/index-Cn50le12.js'],
    )
    const bare = await get('/console')
    expect([bare.statusCode, bare.headers.location]).toEqual([301, '/console/'])
  })
})

describe('caching', () => {
  test.each([
    '/assets/index-Ab12Cd34.js',
    '/play/assets/index-Zx98Yw76.js',
    '/widgets/chunks/pt-QWERTY12.js',
  ])('the fingerprinted file %s is kept a year, immutable', async (url) => {
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test.each(['/', '/play/', '/sw.js', '/demo/partner.html'])(
    'the page %s is revalidated on every visit, with a validator for a cheap 304',
    async (url) => {
      const response = await get(url)
      expect(response.headers['cache-control']).toBe('no-cache')
      const again = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) },
      })
      expect(again.statusCode).toBe(304)
    },
  )

  test.each(['/widgets/ficha.js', '/widgets/ficha-bets-ticker.js', '/widgets/locales/pt.json'])(
    'the stable widget address %s is kept five minutes, then revalidated',
    async (url) => {
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=300, must-revalidate')
    },
  )

  test('the pinned widget address of this version serves the same bundle, immutable', async () => {
    const pinned = await get(`/widgets@${version}/ficha-bets-ticker.js`, 'identity')
    expect(pinned.statusCode).toBe(200)
    expect(pinned.body).toBe(FIXTURE_FILES['dist/widgets/ficha-bets-ticker.js'])
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get(`/widgets@${version}/locales/pt.json`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  })
})

describe('rate limit', () => {
  test('a static file carries no rate-limit headers and does not spend the API budget', async () => {
    const ip = '198.51.100.7'
    const call = () => server.app.inject({ method: 'POST', url: '/api/logout', remoteAddress: ip })
    const before = Number((await call()).headers['x-ratelimit-remaining'])
    for (const url of [
      '/',
      '/assets/index-Ab12Cd34.js',
      '/widgets/ficha.js',
      '/api/assets/games/fruta-tropical.svg',
    ]) {
      const file = await server.app.inject({ method: 'GET', url, remoteAddress: ip })
      expect(file.statusCode, url).toBe(200)
      expect(
        Object.keys(file.headers).filter((name) => name.startsWith('x-ratelimit')),
        url,
      ).toEqual([])
    }
    expect(Number((await call()).headers['x-ratelimit-remaining'])).toBe(before - 1)
  })
})
