import { expect, type Locator, type Page, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { signUpVerified } from '../support/identity'
import { ownCpfTopUp } from '../support/money'

/** The brazil server carries a real operator's name, longer than Ficha (BRAND_NAME, playwright.config.ts). */
test.use({ baseURL: brazilURL })

const BRAND = 'FichaBet'

/** Whether the element's whole box lies inside the viewport. */
const inViewport = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    return box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight
  })

/** Whether the element shows all of its text (nothing cut by its own box). */
const uncut = (element: Locator) => element.evaluate((node) => node.scrollWidth <= node.clientWidth)

/** The lobby's header as the player sees it: the page does not scroll sideways, and nothing in it is cut. */
async function expectHeaderFits(page: Page, amount: string): Promise<void> {
  const header = page.locator('header.ficha-navbar')
  await expect(page.getByTestId('header-balance')).toContainText(amount)
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const deposit = header.getByRole('link', { name: 'Depositar' })
  await expect(deposit).toHaveText('Depositar')
  expect(await inViewport(deposit)).toBe(true)
  expect(await uncut(deposit)).toBe(true)
  expect(await inViewport(page.getByTestId('notice-bell'))).toBe(true)
  expect(await inViewport(page.getByTestId('header-balance'))).toBe(true)
  await expect(header.locator('.ficha-logo')).toContainText(BRAND)
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px the header keeps ${BRAND}'s balance, Depositar and the bell whole, before and after a deposit`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const player = await signUpVerified(request)
    await startIn(page, 'pt', player.token)
    await open(page, '/pages/jogos/index')
    await expectHeaderFits(page, 'R$ 0,00')

    await ownCpfTopUp(request, player, 191_030)
    await page.reload()
    await expectHeaderFits(page, 'R$ 1.910,30')
  })
}
