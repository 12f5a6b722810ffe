import { expect, type Page, test } from '@playwright/test'
import { TOTP } from 'otpauth'
import { call, OPERATOR } from './support/api'
import { CONSOLE_VIEWPORT, consolePath } from './support/console'

/**
 * The operator console at 1366 x 768: a new finance operator logs in with phone and password, sets
 * up the second factor (the code computed here with the same library an authenticator app follows), then
 * logs in again with a code, sees the navigation its role allows and opens the orders.
 */
test.use({ viewport: CONSOLE_VIEWPORT })

/** The authenticator app's code, `steps` 30-second steps from now. */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + steps * 30_000 })

async function logIn(page: Page, phone: string, password: string) {
  await page.getByLabel('Mobile phone number').fill(phone.replace(/^\+55/, ''))
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test('an operator sets up TOTP, logs in with a code, sees its navigation and opens the orders', async ({
  page,
  request,
}) => {
  const operator = await call<{ phone: string; password: string }>(request, 'dev/operator', {
    role: 'finance',
  })
  await page.addInitScript(() => {
    if (!localStorage.getItem('storage_data'))
      localStorage.setItem('storage_data', JSON.stringify({ language: 'en' }))
  })
  await page.goto('/console/')
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible()
  await logIn(page, operator.phone, operator.password)

  // Offered, not forced, outside production: the operator chooses to set it up.
  await page.getByRole('button', { name: 'Set up two-step verification' }).click()
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('6-digit code').fill(appCode(secret))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I saved them, continue' }).click()
  await expect(page.getByRole('navigation', { name: 'Console navigation' })).toBeVisible()

  // Log out, and in again: now the code is asked for.
  await page.getByRole('button', { name: 'Log out' }).click()
  await logIn(page, operator.phone, operator.password)
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  // The enrolment used this step's code: the next step's, as an app a few seconds ahead shows it.
  await page.getByLabel('6-digit code').fill(appCode(secret, 1))
  await page.getByRole('button', { name: 'Continue' }).click()

  const navigation = page.getByRole('navigation', { name: 'Console navigation' })
  await expect(navigation.getByRole('link', { name: 'Orders' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Provider reconciliation' })).toBeVisible()
  // Finance has no risk cases nor protection pages.
  await expect(navigation.getByRole('link', { name: 'Risk cases' })).toHaveCount(0)
  await expect(navigation.getByRole('link', { name: 'Player protection' })).toHaveCount(0)
  await navigation.getByRole('link', { name: 'Orders' }).click()
  await expect.poll(() => consolePath(page)).toBe('/console/orders')
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await expect(page.getByText('No permission for the current operation.')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
})

test('a console address opened directly shows the login, then that page', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('storage_data'))
      localStorage.setItem('storage_data', JSON.stringify({ language: 'en' }))
  })
  const response = await page.goto('/console/risk')
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await logIn(page, OPERATOR.username, OPERATOR.password)
  await expect(page.getByRole('heading', { name: 'Risk cases', level: 1 })).toBeVisible()
})
