import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Page, test } from '@playwright/test'
import pt from '../../locales/pt.json' with { type: 'json' }
import zh from '../../locales/zh.json' with { type: 'json' }
import { call, OPERATOR, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, openConsole } from './support/console'

/**
 * Not a test: every page of the console photographed at 1366 x 768 in pt and zh for a person to
 * look at (SCREENSHOTS=1 npx playwright test tests/e2e/console-screens.spec.ts): the login, the second-factor
 * enrolment, then every route console/app/routes.ts finds (each console/pages/** /route.ts, read here from
 * the same folders, so a new page is photographed the day it is added) on a seeded month
 * (POST /api/dev/seed_month), the player page with one of its players. PNGs go to SHOTS_DIR (default
 * /work/shots)/console, beside the portal's screens.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1')
test.use({ viewport: CONSOLE_VIEWPORT })

const DIR = `${process.env.SHOTS_DIR ?? '/work/shots'}/console`
const TEXTS = { pt, zh }
const PAGES = join(import.meta.dirname, '../../console/pages')

/** 'players/detail' for console/pages/players/detail/route.ts, as routes.ts names its address. */
const routePaths = (folder = ''): string[] =>
  readdirSync(join(PAGES, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory()) return routePaths(path)
    return entry.name === 'route.ts' ? [folder] : []
  })

const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle')
  // The lazy page and its first data: no skeleton left.
  await page
    .locator('.ficha-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {})
  await page.screenshot({ path: `${DIR}/${name}.png` })
}

async function logIn(page: Page, phone: string, password: string, lang: keyof typeof TEXTS) {
  const text = TEXTS[lang]
  await page.getByLabel(text.auth.phone).fill(phone.replace(/^\+55/, ''))
  await page.getByLabel(text.auth.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: text.auth.login, exact: true }).click()
}

for (const lang of Object.keys(TEXTS) as (keyof typeof TEXTS)[]) {
  test(`console ${lang}: login, enrolment and every page`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const text = TEXTS[lang]
    await page.addInitScript((language) => {
      if (!localStorage.getItem('storage_data'))
        localStorage.setItem('storage_data', JSON.stringify({ language }))
    }, lang)
    await page.goto('/console/')
    await page.getByRole('heading', { name: text.console.login.title }).waitFor()
    await shot(page, `login-${lang}`)

    const operator = await call<{ phone: string; password: string }>(request, 'dev/operator', {
      role: 'risk',
    })
    await logIn(page, operator.phone, operator.password, lang)
    await page.getByRole('button', { name: text.console.totp.enrolTitle }).click()
    await page.getByTestId('totp-secret').waitFor()
    await page.locator('.ficha-qr path').waitFor()
    await shot(page, `enrol-${lang}`)

    // The pages as the seeded administrator, who sees every one, on a month of history.
    await call(request, 'dev/seed_month', { players: 12 })
    const token = await operatorToken(request)
    const found = await call<{ list: { id: number }[] }>(
      request,
      'admin/player_search',
      { query: '+5511966000000' },
      token,
    )
    const playerId = found.list[0]?.id
    const query: Record<string, string> = {
      'players/detail': `?id=${playerId}`,
      'audit/target': `?target=user:${playerId}`,
    }
    await page.evaluate(() => localStorage.removeItem('App-Token'))
    await page.goto('/console/orders')
    await logIn(page, OPERATOR.username, OPERATOR.password, lang)
    await page.getByRole('navigation').first().waitFor()
    for (const path of routePaths()) {
      await openConsole(page, lang, token, `/console/${path}${query[path] ?? ''}`)
      await page.locator('main h1, h1').first().waitFor()
      await shot(page, `${path.replace('/', '-')}-${lang}`)
    }
  })
}
