import { expect, type Locator, type Page, test } from '@playwright/test'
import { createPlayer, operatorToken } from '../support/api'
import { openConsole } from '../support/console'
import { open, openAsNewPlayer, startIn } from './portal'

/** Whether two boxes on screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()]
  if (!one || !two) throw new Error('not on screen')
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  )
}

/** Scrolls to the end of the page, where the back-to-top button shows. */
async function scrollToEnd(page: Page): Promise<Locator> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const button = page.getByRole('button', { name: 'Voltar ao topo' })
  await expect(button).toBeVisible()
  return button
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('the back-to-top button leaves "Todos" on Sacar and the note on Limites e pausas uncovered', async ({
  page,
  request,
}) => {
  const { token } = await createPlayer(request)
  await startIn(page, 'pt', token)
  // A short window makes both pages scroll past 400 px, so the button shows at their ends.
  await page.setViewportSize({ width: 360, height: 420 })
  await open(page, '/pages/mine/account/withdraw')
  const all = page.getByRole('button', { name: 'Todos' })
  await expect(all).toBeVisible()
  expect(await overlap(await scrollToEnd(page), all)).toBe(false)

  await open(page, '/pages/mine/protection/index')
  const note = page.locator('.ficha-money-note').last()
  await expect(note).toBeVisible()
  expect(await overlap(await scrollToEnd(page), note)).toBe(false)
})

test("the settings' auto-transfer hint keeps space above the card's bottom edge", async ({
  page,
  request,
}) => {
  await openAsNewPlayer(page, request, 'pt', '/pages/mine/settings/index')
  // The game group's switch (auto-transfer); the notification preferences have switches of their own.
  const row = page
    .getByRole('group', { name: 'Jogo' })
    .locator('.ficha-menu__row', { has: page.getByRole('switch') })
  const hint = row.locator('.ficha-menu__hint')
  await expect(hint).toBeVisible()
  const [rowBox, hintBox] = [await row.boundingBox(), await hint.boundingBox()]
  expect(
    (rowBox?.y ?? 0) + (rowBox?.height ?? 0) - ((hintBox?.y ?? 0) + (hintBox?.height ?? 0)),
  ).toBeGreaterThanOrEqual(8)
})

test("the console's rewards page fits a tablet held upright, VIP table included", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  await openConsole(page, 'pt', await operatorToken(request), '/console/rewards')
  await expect(page.locator('.ficha-tier-table').last()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
})
