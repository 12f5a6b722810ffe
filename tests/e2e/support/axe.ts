import { createRequire } from 'node:module'
import { type APIRequestContext, expect, type Frame, type Page } from '@playwright/test'
import { open } from '../portal/portal'
import { operatorToken } from './api'
import { gameBySlug } from './play'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * Serious and critical axe-core violations of a page or frame as it is now, as 'rule: target' lines. The
 * caller's test must `test.use({ bypassCSP: true })`: axe-core is added as an inline script, which the
 * portal's CSP rightly refuses.
 */
export async function seriousViolations(target: Page | Frame): Promise<string[]> {
  await target.addScriptTag({ path: axePath })
  return target.evaluate(async () => {
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

/** The viewports every theme is checked at: the phone the product is designed for, and the desktop. */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]

/**
 * The pages that must be at AA in every theme (lobby, deposit, withdrawal, game, the operator's console),
 * at the phone's and the desktop's size: no serious or critical axe-core violation, contrast included.
 * Contrast is judged at rest: reduced motion stops the fades a check could land in the middle of.
 */
export async function expectThemePagesAccessible(
  page: Page,
  request: APIRequestContext,
  playerToken: string,
): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const game = await gameBySlug(request, 'fruta-tropical')
  const operator = await operatorToken(request)
  const pages: [string, string, string][] = [
    ['lobby', '/', playerToken],
    ['deposit', '/pages/mine/account/recharge', playerToken],
    ['withdrawal', '/pages/mine/account/withdraw', playerToken],
    ['game', `/pages/framebox?id=${game.id}`, playerToken],
    ['console: orders', '/console/orders', operator],
    ['console: rewards', '/console/rewards', operator],
    ['console: protection', '/console/protection', operator],
  ]
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    for (const [name, route, token] of pages) {
      await page.evaluate((session) => localStorage.setItem('App-Token', session), token)
      // The console shows once the operator's permissions have arrived with the user info, as on the mine page.
      await open(page, '/pages/mine/index')
      await page.reload()
      await page.waitForLoadState('networkidle')
      // The console is an app of its own, routed by the path.
      if (route.startsWith('/console/')) await page.goto(route)
      else await open(page, route)
      await page.waitForLoadState('networkidle')
      await expect(page.getByText('Você não tem acesso a este painel.')).toHaveCount(0)
      const where = `${name} at ${viewport.width} px`
      if (name === 'game') {
        await page.frameLocator('iframe').getByRole('button', { name: 'Girar' }).waitFor()
        const frame = page.frames().find((candidate) => candidate.url().includes('/play/'))
        if (!frame) throw new Error('the game page is not in the frame')
        expect(await seriousViolations(frame), `${where}, in its frame`).toEqual([])
      }
      expect(await seriousViolations(page), where).toEqual([])
    }
  }
}

/** The theme the portal wears now (the document's data-theme, set from the web config's brand). */
export const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
