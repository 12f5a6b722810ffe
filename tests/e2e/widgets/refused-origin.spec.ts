import { expect, type Locator, type Page, test } from '@playwright/test'
import { baseURL } from '@root/playwright.config'
import { type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'

/**
 * A partner page on an origin the server does not list (CORS_ORIGINS): what a person sees there, in the
 * page's language. The ticker keeps its Portuguese and says this site may not show the casino, on the race
 * tab too (not "no race"); the elements that hold a login say so with a way to the portal, where they were
 * an empty frame.
 */
let refused: PartnerSite
test.beforeAll(async () => {
  // Not in CORS_ORIGINS (playwright.config.ts lists port + 11 to + 16 and + 18; ticker.spec.ts takes + 19).
  refused = await startPartnerSite(`http://127.0.0.1:${Number(new URL(baseURL).port) + 17}`)
})
test.afterAll(() => refused.close())

const REFUSED = 'Este site não está autorizado a mostrar o cassino.'
const CHINESE = /[\u4e00-\u9fff]/

/** Every text the page shows, its elements' shadow roots included. */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [document.body.textContent ?? '']
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) texts.push(element.shadowRoot.textContent ?? '')
    return texts.join('\n')
  })

async function expectRefusedWithPortalLink(element: Locator) {
  await expect(element.getByRole('alert')).toContainText(REFUSED)
  const link = element.getByRole('link', { name: 'Ir para os jogos' })
  await expect(link).toHaveAttribute('href', `${baseURL}/?lang=pt#/`)
  await expect(element.locator('iframe')).toHaveCount(0)
}

test('the classic script: the ticker and the login-holding elements say in Portuguese that this site may not show the casino', async ({
  page,
}) => {
  await page.goto(
    refused.page(
      '/refused.html',
      partnerPage(
        '<ficha-bets-ticker lang="pt"></ficha-bets-ticker>' +
          '<ficha-signup-form lang="pt"></ficha-signup-form>' +
          '<ficha-login-form lang="pt"></ficha-login-form>' +
          '<ficha-wallet lang="pt"></ficha-wallet>' +
          '<ficha-invite-panel lang="pt"></ficha-invite-panel>',
      ),
    ),
  )
  const ticker = page.locator('ficha-bets-ticker')
  await expect(ticker.getByRole('heading', { name: 'Últimas apostas e Corrida' })).toBeVisible()
  await expect(ticker.getByRole('alert')).toContainText(REFUSED)
  await expect(ticker.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  await ticker.getByRole('tab', { name: 'Corrida' }).click()
  await expect(ticker.getByRole('alert')).toContainText(REFUSED)
  await expect(ticker).not.toContainText('Nenhuma corrida no momento')

  for (const tag of ['ficha-signup-form', 'ficha-login-form', 'ficha-wallet', 'ficha-invite-panel'])
    await expectRefusedWithPortalLink(page.locator(tag))
  expect(await shownText(page)).not.toMatch(CHINESE)
})

test('an element’s own ES module runs there too, and says the same', async ({ page }) => {
  await page.goto(
    refused.page(
      '/refused-module.html',
      partnerPage(
        '<ficha-bets-ticker lang="pt" initial-tab="race"></ficha-bets-ticker><ficha-wallet lang="pt"></ficha-wallet>',
        '<script type="module" src="../widgets/ficha-bets-ticker.js"></script>' +
          '<script type="module" src="../widgets/ficha-wallet.js"></script>',
      ),
    ),
  )
  const ticker = page.locator('ficha-bets-ticker')
  await expect(ticker.getByRole('tab', { name: 'Corrida' })).toHaveAttribute('aria-selected', 'true')
  await expect(ticker.getByRole('alert')).toContainText(REFUSED)
  await expectRefusedWithPortalLink(page.locator('ficha-wallet'))
  expect(await shownText(page)).not.toMatch(CHINESE)
})
