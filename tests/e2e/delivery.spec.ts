import { get } from 'node:http'
import { expect, test } from '@playwright/test'
import { baseURL } from '../../playwright.config'

/** The headers the real server sends for `path` to a browser that accepts brotli and gzip. */
const headersOf = (path: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    get(`${baseURL}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.resume()
      resolve(response.headers)
    }).on('error', reject)
  })

test('the built portal entry, ficha.js and a ticker module travel compressed; fingerprinted files are immutable', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const entry = /src="\.\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
  expect(entry).toBeTruthy()
  for (const path of [`/${entry}`, '/widgets/ficha.js', '/widgets/ficha-bets-ticker.js']) {
    expect((await headersOf(path))['content-encoding'], path).toBe('br')
  }
  expect((await headersOf(`/${entry}`))['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await headersOf('/widgets/ficha.js'))['cache-control']).toBe('public, max-age=300, must-revalidate')
  const page = await headersOf('/')
  expect(page['content-security-policy']).toMatch(/frame-ancestors 'self'/)
  expect(page['x-content-type-options']).toBe('nosniff')
  expect(page['referrer-policy']).toBe('no-referrer')
  expect(page['x-frame-options']).toBe('SAMEORIGIN')
})
