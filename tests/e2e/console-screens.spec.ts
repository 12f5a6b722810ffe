import { type Page, test } from '@playwright/test'
import pt from '../../locales/pt.json' with { type: 'json' }
import zh from '../../locales/zh.json' with { type: 'json' }
import { call, OPERATOR } from './support/api'
import { CONSOLE_VIEWPORT } from './support/console'

/**
 * Not a test: the console's login, second-factor enrolment and shell (issue 26), photographed at 1366 x 768
 * in pt and zh for a person to look at (SCREENSHOTS=1 npx playwright test tests/e2e/console-screens.spec.ts).
 * PNGs go to SHOTS_DIR (default /work/shots)/console, beside the portal's screens.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1')
test.use({ viewport: CONSOLE_VIEWPORT })

const DIR = `${process.env.SHOTS_DIR ?? '/work/shots'}/console`
const TEXTS = { pt, zh }

const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${DIR}/${name}.png` })
}

async function logIn(page: Page, phone: string, password: string, lang: keyof typeof TEXTS) {
  const text = TEXTS[lang]
  await page.getByLabel(text.auth.phone).fill(phone.replace(/^\+55/, ''))
  await page.getByLabel(text.auth.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: text.auth.login, exact: true }).click()
}

for (const lang of Object.keys(TEXTS) as (keyof typeof TEXTS)[]) {
  test(`console ${lang}: login, enrolment, shell`, async ({ page, request }) => {
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

    // Another account for the shell: the seeded administrator, who sees every page.
    await page.evaluate(() => {
      localStorage.removeItem('App-Token')
    })
    await page.goto('/console/orders')
    await logIn(page, OPERATOR.username, OPERATOR.password, lang)
    await page.getByRole('navigation').first().waitFor()
    await shot(page, `shell-orders-${lang}`)
  })
}
