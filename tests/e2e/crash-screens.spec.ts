import { type Page, test } from '@playwright/test'
import { open, startIn } from './portal/portal'
import { newPlayerWithGameBalance } from './support/play'

/**
 * Not a test: the crash page photographed for a person to look at (SCREENSHOTS=1 npx playwright test
 * tests/e2e/crash-screens.spec.ts), at 360 x 740 and 1366 x 768, in pt and zh, betting and in flight. PNGs go
 * to SHOTS_DIR (default /work/shots)/crash.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1')

const DIR = `${process.env.SHOTS_DIR ?? '/work/shots'}/crash`
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1366, height: 768 } }

const shot = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png` })

test('crash screens', async ({ browser, request }, testInfo) => {
  test.setTimeout(240_000)
  const player = await newPlayerWithGameBalance(request, 10_000, testInfo.project.use.baseURL ?? '')
  for (const lang of ['pt', 'zh']) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await browser.newPage({ viewport })
      await startIn(page, lang, player.token)
      await open(page, '/pages/jogos/crash/index')
      const stage = page.locator('.ficha-crash__stage')
      await stage.and(page.locator('[data-phase="betting"]')).waitFor({ timeout: 60_000 })
      await page.waitForTimeout(500)
      await shot(page, `betting-${lang}-${size}`)
      if (lang === 'pt') {
        await page.getByTestId('crash-slot-1').getByRole('button').last().click()
        await stage.and(page.locator('[data-phase="flying"]')).waitFor({ timeout: 60_000 })
        await page.waitForTimeout(1_500)
        await shot(page, `flying-${lang}-${size}`)
        await stage.and(page.locator('[data-phase="crashed"]')).waitFor({ timeout: 90_000 })
        await shot(page, `crashed-${lang}-${size}`)
      }
      await page.close()
    }
  }
})
