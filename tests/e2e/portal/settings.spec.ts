import { expect, test } from '@playwright/test'
import { call, createPlayer, PASSWORD } from '../support/api'
import { currentRoute, keepScreenshot, open, openAsNewPlayer, startIn } from './portal'

test('the language switch changes the texts at once and survives a reload', async ({ page, request }) => {
  await openAsNewPlayer(page, request, 'en', '/pages/mine/settings/index')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  await page.getByRole('radio', { name: 'Português' }).check()
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Português' })).toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByText('1.1.0')).toBeVisible()
})

test('the public name: the generated handle until a nickname is chosen, then the nickname', async ({
  page,
  request,
}, testInfo) => {
  const player = await openAsNewPlayer(page, request, 'en', '/pages/mine/settings/index')
  const field = page.getByLabel('Nickname')
  await expect(field).toHaveAttribute('placeholder', player.handle)
  await field.fill('12345678901')
  await page.locator('.ficha-nickname-form').getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('cannot contain a phone number').first()).toBeVisible()
  const nickname = `Sorte_${player.handle.slice(-6)}`
  await field.fill(nickname)
  await page.locator('.ficha-nickname-form').getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Nickname saved.')).toBeVisible()
  await keepScreenshot(page, testInfo, 'settings-nickname')
  const info = await call<{ nickname: string }>(request, 'user/getUserinfo', {}, player.token)
  expect(info.nickname).toBe(nickname)
})

test('changing the password: the old one stops working', async ({ page, request }) => {
  const { phone, token } = await createPlayer(request)
  const next = 'nova-senha-456'
  await startIn(page, 'en', token)
  await open(page, '/pages/mine/settings/changepwd')
  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByLabel('New password').fill(next)
  await page.getByLabel('Confirm password').fill(next)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Password changed.')).toBeVisible()
  await expect(call(request, 'user/login', { username: phone.e164, password: PASSWORD })).rejects.toThrow()
  await call(request, 'user/login', { username: phone.e164, password: next })
})

test('a session revoked on the server brings the 401 dialog and lands on login', async ({
  page,
  request,
}) => {
  const { token } = await openAsNewPlayer(page, request, 'en', '/pages/mine/settings/index')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  await call(request, 'logout', {}, token)
  await open(page, '/pages/mine/index')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('The login status has expired.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Log in again' }).click()
  await expect.poll(() => currentRoute(page)).toMatch(/^\/pages\/jogos\/login/)
  expect(await page.evaluate(() => localStorage.getItem('App-Token'))).toBeFalsy()
})

test('mine shows the profile and every mine page; screenshots of the main pages', async ({
  page,
  request,
}, testInfo) => {
  await openAsNewPlayer(page, request, 'pt', '/pages/mine/index')
  await expect(page.getByText('VIP 0')).toBeVisible()
  await expect(page.getByText('R$ 0,00').first()).toBeVisible()
  await keepScreenshot(page, testInfo, 'mine')
  await page.getByRole('button', { name: 'Configurações' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/settings/index')
  await keepScreenshot(page, testInfo, 'settings')
  await open(page, '/pages/mine/play-record/index')
  await expect(page.getByRole('heading', { name: 'Histórico de jogos' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'play-record')
})
