import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createPlayer } from '../support/api'
import { expectThemePagesAccessible, seriousViolations, themeOf } from '../support/axe'
import { open, openAsNewPlayer, startIn } from './portal'

// axe-core is added to the page as an inline script, which the portal's CSP rightly refuses.
test.use({ bypassCSP: true })

/**
 * A new player in Portuguese, with reduced motion: contrast is judged at rest (the notice strip fades each
 * notice in, and a check that lands mid-fade would read a half-transparent title).
 */
const newPlayerAtRest = async (page: Page, request: APIRequestContext) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { token } = await createPlayer(request)
  await startIn(page, 'pt', token)
}

test('login, home, mine, settings and the protection pages have no serious or critical axe-core violations', async ({
  page,
  request,
}) => {
  await newPlayerAtRest(page, request)
  await open(page, '/pages/jogos/login')
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  for (const route of [
    '/',
    '/pages/mine/index',
    '/pages/mine/settings/index',
    '/pages/mine/protection/index',
    '/pages/responsible/index',
    // The invite rules were once about 4.0:1.
    '/pages/convidar/index',
  ]) {
    await open(page, route)
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), route).toEqual([])
  }
})

test('in the default theme the lobby, deposit, withdrawal, game and console pages keep text at WCAG AA', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { token } = await openAsNewPlayer(page, request, 'pt', '/')
  await expect.poll(() => themeOf(page)).toBe('default')
  await expectThemePagesAccessible(page, request, token)
})

test('a withdrawal without a chave PIX says to add the chave PIX, on a card at WCAG AA', async ({
  page,
  request,
}) => {
  await newPlayerAtRest(page, request)
  await open(page, '/pages/mine/account/withdraw')
  await page.getByRole('button', { name: 'Sacar agora' }).click()
  await expect(page.getByText('Primeiro adicione a chave PIX que vai receber o saque.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
