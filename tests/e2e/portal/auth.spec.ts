import { expect, test } from '@playwright/test'
import { call, createPlayer, latestCode, newPhone, PASSWORD } from '../support/api'
import { currentRoute, keepScreenshot, open, startIn } from './portal'

test('a visitor signs up with a code, lands logged in, and logs out', async ({ page, request }, testInfo) => {
  await startIn(page, 'en')
  const phone = newPhone()
  await open(page, '/pages/jogos/login?mode=register')
  await expect(page.getByRole('heading', { name: 'Registration' })).toBeVisible()
  await expect(page.getByText('Use your real mobile phone number')).toBeVisible()

  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Please complete the registration information.')).toBeVisible()

  await page.getByLabel('Mobile phone number').fill(phone.national)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Verification code sent, please check.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  await page.getByLabel('Verification code').fill(await latestCode(request, phone.e164, 'register'))
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('The new password entered twice is different, please re-enter.')).toBeVisible()

  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Please agree to the User Agreement and Privacy Policy.')).toBeVisible()
  await page.getByRole('button', { name: 'User Agreement' }).click()
  await expect(page.getByRole('dialog', { name: 'User Agreement' })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
  await page.getByRole('checkbox').check()
  await keepScreenshot(page, testInfo, 'register')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Welcome! Your account is ready and you are logged in.')).toBeVisible()

  // No login form after the sign-up: the lobby, with the new player's balance in the header.
  await expect.poll(() => currentRoute(page)).toBe('/')
  await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible()

  const token = await page.evaluate(() => localStorage.getItem('App-Token') ?? '')
  await open(page, '/pages/mine/settings/index')
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Logout succeeded.')).toBeVisible()
  await expect.poll(() => currentRoute(page)).toBe('/pages/jogos/login')
  expect(await page.evaluate(() => localStorage.getItem('App-Token'))).toBeFalsy()

  // The session is revoked on the server too.
  await expect(call(request, 'user/getUserinfo', {}, token)).rejects.toThrow()
})

test('a wrong password gives the spec message, and login returns to where the player was going', async ({
  page,
  request,
}) => {
  const { phone } = await createPlayer(request)
  await startIn(page, 'en')
  await open(page, '/pages/mine/play-record/index')
  await expect
    .poll(() => currentRoute(page))
    .toBe('/pages/jogos/login?redirect=/pages/mine/play-record/index')
  await page.getByLabel('Mobile phone number').fill(phone.national)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Login failed, please check your credentials.')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/play-record/index')
  await expect(page.getByRole('heading', { name: 'Record' })).toBeVisible()
})

test('an invite link opens registration with its code filled in', async ({ page }) => {
  await startIn(page, 'en')
  await page.goto('/#/?code=AGENT42')
  await expect(page.getByRole('heading', { name: 'Registration' })).toBeVisible()
  await expect(page.getByLabel('Invitation code (optional)')).toHaveValue('AGENT42')
})
