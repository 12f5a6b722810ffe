import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../helpers'
import { SHELL_CSS, writeBuiltTree } from './builtTree'

// Security headers: what stops a script injection from running, and other sites from framing the portal.
let server: TestServer
let root: string
beforeAll(async () => {
  root = writeBuiltTree()
  server = await createTestServer({ projectRoot: root, config: { corsOrigins: ['https://partner.example'] } })
})
afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string) => server.app.inject({ method: 'GET', url })

/** The CSP header as directive -> sources. */
const csp = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )

/** The answer's CSP, once checked to run only this server's scripts: no inline or eval'd code. */
const ownScriptsOnly = (response: Awaited<ReturnType<typeof get>>) => {
  const header = response.headers['content-security-policy']
  const policy = csp(header)
  expect(policy['script-src']).toEqual(["'self'"])
  expect(String(header)).not.toMatch(/unsafe-inline|unsafe-eval/)
  return policy
}

describe('the operator console', () => {
  test('runs only this server’s scripts and no page may frame it', async () => {
    const response = await get('/console/orders')
    const policy = ownScriptsOnly(response)
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(response.headers['x-frame-options']).toBe('DENY')
  })
})

describe('pages (portal and game page)', () => {
  test.each(['/', '/play/'])(
    '%s runs only this server’s scripts and only this origin may frame it',
    async (url) => {
      const response = await get(url)
      const policy = ownScriptsOnly(response)
      expect(policy['frame-ancestors']).toEqual(["'self'"])
      expect(policy['object-src']).toEqual(["'none'"])
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
    },
  )

  test('the portal’s inline critical CSS is allowed by its hash, not by unsafe-inline', async () => {
    const hash = createHash('sha256').update(SHELL_CSS).digest('base64')
    expect(csp((await get('/')).headers['content-security-policy'])['style-src']).toContain(
      `'sha256-${hash}'`,
    )
  })

  test.each(['/assets/index-Ab12Cd34.js', '/play/assets/index-Zx98Yw76.js'])(
    'their fingerprinted script %s keeps nosniff and leaves out the headers only a page reads',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'etag'])
        expect(response.headers[header]).toBeUndefined()
    },
  )

  test('no HSTS while PUBLIC_URL is plain http (a local install)', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined()
  })
})

describe('files partners embed', () => {
  const from = (url: string, origin: string) => server.app.inject({ method: 'GET', url, headers: { origin } })

  test.each(['/widgets/ficha.js', '/widgets/ficha-bets-ticker.js', '/api/assets/games/fruta-tropical.svg'])(
    '%s may be loaded by a partner page on another origin',
    async (url) => {
      const response = await from(url, 'https://partner.example')
      expect(response.statusCode).toBe(200)
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
      expect(response.headers['access-control-allow-origin']).toMatch(/^(\*|https:\/\/partner\.example)$/)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    },
  )

  test.each([
    '/widgets/ficha.js',
    '/widgets/ficha-bets-ticker.js',
    '/widgets/chunks/pt-QWERTY12.js',
    '/widgets/locales/pt.json',
    '/widgets@1.1.0/locales/pt.json',
  ])('%s, a public text of the widgets, may be read by a page of any origin, listed or not', async (url) => {
    const response = await from(url, 'https://unlisted.example')
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  })

  test.each([
    '/widgets/frame.html',
    '/widgets/%66rame.html',
    '/widgets/frame.html?x=.js',
    '/api/assets/games/fruta-tropical.svg',
  ])('%s is for the listed origins only: an unlisted page cannot read it', async (url) => {
    expect((await from(url, 'https://partner.example')).headers['access-control-allow-origin']).toBe(
      'https://partner.example',
    )
    expect(
      (await from(url, 'https://unlisted.example')).headers['access-control-allow-origin'],
    ).toBeUndefined()
  })
})

describe('the secrets frame', () => {
  test.each(['/widgets/frame.html?origin=https%3A%2F%2Fpartner.example', '/widgets@1.1.0/frame.html'])(
    '%s may be framed by the listed partners and Ficha only, and runs only Ficha’s scripts',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      const policy = ownScriptsOnly(response)
      expect(policy['frame-ancestors']).toEqual(["'self'", 'https://partner.example'])
    },
  )

  test.each([
    '/widgets/%66rame.html',
    '/widgets/frame%2ehtml',
    '/widgets/fr%61me.html',
    '/widgets@1.1.0/%66rame.html',
  ])('%s, the frame page at an encoded address, keeps its framing policy', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('ficha-frame.js')
    expect(csp(response.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
      'https://partner.example',
    ])
  })

  test('without partner origins, the frame page is this origin’s alone, for browsers without CSP too', async () => {
    const alone = await createTestServer({ projectRoot: root })
    try {
      for (const url of ['/widgets/frame.html', '/widgets/%66rame.html']) {
        const response = await alone.app.inject({ method: 'GET', url })
        expect(csp(response.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"])
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
      }
    } finally {
      await alone.close()
    }
  })

  test('the bundles beside it carry no page policy', async () => {
    expect((await get('/widgets/ficha.js')).headers['content-security-policy']).toBeUndefined()
  })
})

describe('API answers', () => {
  test('carry a deny-all CSP and may not be framed', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/logout' })
    expect(csp(response.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    })
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('behind https', () => {
  test('HSTS is sent and plain-http subresources are upgraded', async () => {
    const secure = await createTestServer({
      projectRoot: root,
      config: { publicUrl: 'https://ficha.example' },
    })
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/' })
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
      expect(String(response.headers['content-security-policy'])).toMatch(/upgrade-insecure-requests/)
    } finally {
      await secure.close()
    }
  })
})
