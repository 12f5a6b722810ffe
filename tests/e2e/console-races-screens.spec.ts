import { type Page, test } from '@playwright/test'
import pt from '../../locales/pt.json' with { type: 'json' }
import zh from '../../locales/zh.json' with { type: 'json' }
import { call, OPERATOR, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT } from './support/console'

/**
 * Not a test: the console's races page (the switch, the seeded daily race, the editor, the game
 * weights), photographed at 1366 x 768 in pt and zh for a person to look at
 * (SCREENSHOTS=1 npx playwright test tests/e2e/console-races-screens.spec.ts). PNGs go to SHOTS_DIR
 * (default /work/shots)/console.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1')
test.use({ viewport: CONSOLE_VIEWPORT })

const DIR = `${process.env.SHOTS_DIR ?? '/work/shots'}/console`
const TEXTS = { pt, zh }

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage })
}

for (const lang of Object.keys(TEXTS) as (keyof typeof TEXTS)[]) {
  test(`console ${lang}: races`, async ({ page, request }) => {
    const text = TEXTS[lang]
    // A weekly race to come beside the running ones, so the list shows an editable row.
    await call(
      request,
      'admin/race_save',
      {
        race: {
          names: {
            zh: '周末竞赛',
            en: 'Weekend race',
            sw: 'Mbio za wikendi',
            pt: 'Corrida de fim de semana',
          },
          startsAt: '2099-01-03T00:00',
          endsAt: '2099-01-10T00:00',
          repeat: 'weekly',
          gameIds: [],
          providers: [],
          prizePool: 5_000_00,
          shares: [5000, 3000, 2000],
          fixedPrizes: [],
          minStake: 100,
        },
      },
      await operatorToken(request),
    )
    await page.addInitScript((language) => {
      if (!localStorage.getItem('storage_data'))
        localStorage.setItem('storage_data', JSON.stringify({ language }))
    }, lang)
    await page.goto('/console/races')
    await page.getByLabel(text.auth.phone).fill(OPERATOR.username.replace(/^\+55/, ''))
    await page.getByLabel(text.auth.password, { exact: true }).fill(OPERATOR.password)
    await page.getByRole('button', { name: text.auth.login, exact: true }).click()
    await page.getByRole('table', { name: text.console.nav.races, exact: true }).waitFor()
    await shot(page, `races-${lang}`)
    await page.getByRole('button', { name: text.console.races.new }).click()
    await page.getByRole('form', { name: text.console.races.new }).waitFor()
    await shot(page, `races-new-${lang}`, true)
  })
}
