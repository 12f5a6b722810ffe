import { createRequire } from 'node:module'
import { expect, type Page, test } from '@playwright/test'
import { createPlayer } from '../support/api'
import { open, startIn } from './portal'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

// axe-core is added to the page as an inline script, which the portal's CSP rightly refuses.
test.use({ bypassCSP: true })

/** Serious and critical axe-core violations on the page as it is now, as 'rule: target' lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe
    interface AxeViolation {
      id: string
      impact: string | null
      nodes: { target: string[] }[]
    }
    const { violations } = await axe.run()
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
  })
}

test('login, home, mine, settings and the protection pages have no serious or critical axe-core violations', async ({
  page,
  request,
}) => {
  // Contrast is judged at rest: the notice strip fades each notice in, and a check that lands mid-fade
  // would read a half-transparent title. Reduced motion turns the fade off.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { token } = await createPlayer(request)
  await startIn(page, 'pt', token)
  await open(page, '/pages/jogos/login')
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  for (const route of [
    '/',
    '/pages/mine/index',
    '/pages/mine/settings/index',
    '/pages/mine/protection/index',
    '/pages/responsible/index',
  ]) {
    await open(page, route)
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), route).toEqual([])
  }
})
