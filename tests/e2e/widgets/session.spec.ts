import { expect, test } from '@playwright/test'
import { baseURL } from '@root/playwright.config'
import { currentRoute, open, startIn } from '../portal/portal'
import { createPlayer, PASSWORD } from '../support/api'

/**
 * On the portal's own origin the elements and the portal share one session, live: a login through an
 * element reaches an open portal tab without a reload, and a logout in the portal reaches the element.
 */
test('a login through an element reaches the portal at once, and a logout in the portal reaches the element', async ({
  context,
  request,
}) => {
  const { phone } = await createPlayer(request)
  const portal = await context.newPage()
  await startIn(portal, 'en')
  await open(portal, '/')
  const demo = await context.newPage()
  await demo.goto(`${baseURL}/demo/index.html`)
  const wallet = demo.locator('ficha-wallet')

  await wallet.getByLabel('Número de celular').fill(phone.national)
  await wallet.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await wallet.getByRole('button', { name: 'Entrar' }).click()
  await expect(wallet.getByRole('region', { name: 'Carteira' })).toBeVisible()

  // The portal tab, never reloaded, opens a private page as the logged-in player. The session reaches it
  // through a storage event a moment after the element shows it: on a busy machine the first try may still
  // find the tab logged out and be sent to the login page, so it tries again until the session is there.
  await expect(async () => {
    await portal.evaluate(() => {
      location.hash = '#/pages/mine/settings/index'
    })
    await expect(portal.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  expect(await currentRoute(portal)).toBe('/pages/mine/settings/index')
  // Nothing asks the player anything here; a dialog over the page (CI once saw one) would name itself.
  await expect.poll(() => portal.getByRole('dialog').allInnerTexts(), { timeout: 5_000 }).toEqual([])
  await portal.getByRole('button', { name: 'Log out' }).click()
  await portal.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => currentRoute(portal)).toBe('/pages/jogos/login')

  await expect(wallet.getByText('Entre para ver o seu saldo.')).toBeVisible()
})
