import { type Page, test } from '@playwright/test'
import { partnerOrigins } from '@root/playwright.config'
import { open, startIn } from './portal/portal'
import { playStakes, runningRace } from './support/races'
import { type PartnerSite, partnerPage, startPartnerSite } from './widgets/support/partner-site'
import { fundedPlayer } from './widgets/support/players'

/**
 * Not a test: the race's screens photographed for a person to look at (SCREENSHOTS=1 npx
 * playwright test tests/e2e/race-screens.spec.ts): the ticker's race tab at 360 x 740, the race page and the
 * notification list at 360 x 740 and 1366 x 768, in pt and zh. PNGs go to SHOTS_DIR (default /work/shots)/race.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1')

const DIR = `${process.env.SHOTS_DIR ?? '/work/shots'}/race`
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1366, height: 768 } }
const LANGS = ['pt', 'zh'] as const

let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[2] ?? '')
})
test.afterAll(async () => {
  await site.close()
})

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(600)
  await page.screenshot({ path: `${DIR}/${name}.png` })
}

test('race screens', async ({ browser, request }) => {
  test.setTimeout(180_000)
  await runningRace(request)
  // A board with a few players on it, and one player (ours) among them.
  const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(request, 20_000)))
  for (const [index, player] of players.entries()) await playStakes(request, player.token, 4 - index)
  const [, me] = players
  if (!me) throw new Error('no player')

  for (const lang of LANGS) {
    const phone = await browser.newPage({ viewport: SIZES.phone })
    await phone.emulateMedia({ reducedMotion: 'reduce' })
    await phone.goto(
      site.page(
        `/race-${lang}.html`,
        partnerPage(`<ficha-bets-ticker lang="${lang}" initial-tab="race"></ficha-bets-ticker>`),
      ),
    )
    await phone.locator('ficha-bets-ticker').locator('.ficha-ticker__foot').waitFor()
    await shot(phone, `ticker-race-${lang}-phone`)
    await phone.close()

    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await browser.newPage({ viewport })
      await startIn(page, lang, me.token)
      await open(page, '/pages/race/index')
      await page.locator('.ficha-race__place').waitFor()
      await shot(page, `race-page-${lang}-${size}`)
      await open(page, '/pages/jogos/notice/index')
      await page.waitForLoadState('networkidle')
      await shot(page, `notices-${lang}-${size}`)
      if (size === 'phone') {
        await open(page, '/')
        await page.locator('.ficha-race-card').waitFor()
        await shot(page, `lobby-card-${lang}-${size}`)
        await open(page, '/pages/events/index')
        await page.locator('.ficha-race-card').waitFor()
        await shot(page, `events-${lang}-${size}`)
      }
      await page.close()
    }
  }
})
