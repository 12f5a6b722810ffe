import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { expectThemePagesAccessible, themeOf } from '../support/axe'
import { signUpWithIdentity, verifyIdentity } from '../support/identity'

/** The brazil server wears the dark casino theme (BRAND_THEME=casino, playwright.config.ts). */
test.use({ baseURL: brazilURL, bypassCSP: true })

test('in the casino theme the lobby, deposit, withdrawal, game and console pages keep text at WCAG AA', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const login = await signUpWithIdentity(request)
  // Deposits and games open to a verified identity only.
  await verifyIdentity(request, login.id)
  await startIn(page, 'pt', login.token)
  await open(page, '/')
  await expect.poll(() => themeOf(page)).toBe('casino')
  // The casino's page is dark: not the spec's blue.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ficha-bg').trim(),
    ),
  ).toBe('#170d24')
  await expectThemePagesAccessible(page, request, login.token)
})
