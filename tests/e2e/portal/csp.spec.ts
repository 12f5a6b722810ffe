import { expect, type Page, test } from '@playwright/test'
import { ROUTES } from '@portal/app/routes'
import type { GameIndex } from '@src/contract/catalogue'
import { call, createPlayer } from '../support/api'
import { currentRoute, open, startIn } from './portal'

/** Every CSP violation any frame of the page reports, as the browser words it. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${location.href}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Gives a page time to load its chunk and its data; the live feed keeps the network busy, so bounded. */
const settle = (page: Page) => page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})

test('no portal route and not the game page breaks the Content-Security-Policy', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const violations = await watchCsp(page)
  const { token } = await createPlayer(request)
  await startIn(page, 'pt', token)

  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/)
  for (const { path } of ROUTES) {
    await open(page, path)
    await settle(page)
  }

  // The game page, in the portal's frame.
  const index = await call<GameIndex>(request, 'index/game_index')
  const game = index.flatMap((category) => category.games)[0]
  if (!game) throw new Error('no game to open')
  await open(page, `/pages/framebox?id=${game.id}`)
  await expect.poll(() => currentRoute(page)).toBe(`/pages/framebox?id=${game.id}`)
  await expect(page.frameLocator('iframe').getByRole('button', { name: /Girar|Spin/ })).toBeVisible()
  await settle(page)

  expect(violations).toEqual([])
})
