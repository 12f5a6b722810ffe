import { expect, test } from '@playwright/test'
import { SPEC_PUBLIC_PAGES } from '../../support/publicPages'
import { createPlayer } from '../support/api'
import { currentRoute, open, startIn } from './portal'

const PUBLIC = SPEC_PUBLIC_PAGES

test('every page of the gate whitelist opens without a token', async ({ page }) => {
  await startIn(page, 'en')
  await open(page, '/pages/jogos/login')
  // Home is public too: the login page's back button leads there.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/')
  for (const route of PUBLIC) {
    await page.evaluate((target) => {
      location.hash = target
    }, route)
    await expect.poll(() => currentRoute(page)).toBe(route)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
  }
})

test('a blocked navigation shows the login popup; logging in there carries the move out', async ({
  page,
  request,
}) => {
  const { phone } = await createPlayer(request)
  await startIn(page, 'en')
  await open(page, '/pages/jogos/login')
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('link', { name: 'Mine' }).click()
  const popup = page.getByRole('dialog', { name: 'Log in to continue' })
  await expect(popup).toBeVisible()
  expect(await currentRoute(page)).toBe('/')
  await popup.getByLabel('Mobile phone number').fill(phone.national)
  await popup.getByLabel('Password', { exact: true }).fill('senha-forte-123')
  await popup.getByRole('button', { name: 'Log in' }).click()
  await expect(popup).toBeHidden()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/index')
  await expect(page.getByRole('link', { name: 'Mine' })).toHaveAttribute('aria-current', 'page')
})
