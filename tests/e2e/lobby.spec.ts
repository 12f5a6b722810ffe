import { expect, type Page, test } from '@playwright/test'
import { publicURL } from '../../playwright.config'
import { currentRoute, keepScreenshot, open, openAsNewPlayer, startIn } from './portal/portal'
import { createPlayer } from './support/api'
import { newPlayerWithGameBalance } from './support/play'
import { invitationCode } from './widgets/support/players'

/**
 * The lobby's discovery rows, visitors' way in, invites that travel, against the real server.
 * Only the phone's share sheet is stood in for (a browser API): everything else is the product.
 */

const row = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test('a heart keeps a game in Favoritos across a reload', async ({ page, request }, testInfo) => {
  await openAsNewPlayer(page, request, 'pt', '/')
  await expect(row(page, 'Favoritos')).toHaveCount(0)
  const heart = page.getByRole('button', { name: 'Favoritar Fruta Tropical' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart.first()).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  const favorites = row(page, 'Favoritos')
  await expect(favorites.getByRole('button', { name: 'Fruta Tropical', exact: true })).toBeVisible()
  await expect(favorites.getByRole('button', { name: 'Dragão Dourado', exact: true })).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'pt-lobby-favorites')

  // Taken back: the row goes with the last favourite.
  await favorites.getByRole('button', { name: 'Favoritar Fruta Tropical' }).click()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Fruta Tropical', exact: true })).toBeVisible()
  await expect(row(page, 'Favoritos')).toHaveCount(0)
})

test('a round played shows the game under Continuar jogando back in the lobby', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await newPlayerWithGameBalance(request, 5_000, testInfo.project.use.baseURL ?? '')
  await startIn(page, 'pt', token)
  await open(page, '/')
  await expect(row(page, 'Continuar jogando')).toHaveCount(0)

  await page.getByRole('button', { name: 'Tesouro do Faraó', exact: true }).click()
  await expect.poll(() => currentRoute(page)).toMatch(/^\/pages\/framebox\?id=\d+$/)
  const frame = page.frameLocator('iframe')
  await frame.getByRole('button', { name: 'Girar' }).click()
  await expect(frame.getByRole('status').filter({ hasText: /nº \d+/ })).toBeVisible()

  await page.goBack()
  await expect.poll(() => currentRoute(page)).toBe('/')
  const recent = row(page, 'Continuar jogando')
  await expect(recent.getByRole('button', { name: 'Tesouro do Faraó', exact: true })).toBeVisible()
  await expect(recent.getByRole('button', { name: 'Fruta Tropical', exact: true })).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'pt-lobby-continue-playing')
})

test('a visitor goes from the login page to the games, and from there to sign-up', async ({
  page,
}, testInfo) => {
  await startIn(page, 'pt')
  await page.goto('/')
  await expect.poll(() => currentRoute(page)).toMatch(/^\/pages\/jogos\/login/)
  await page.getByRole('button', { name: 'Ver jogos' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/')
  await expect(page.getByRole('button', { name: 'Fruta Tropical', exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Todos os jogos' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'pt-lobby-visitor')

  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/jogos/login?mode=register')
  await expect(page.getByLabel('Código de convite (opcional)')).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/jogos/login?redirect=/')
})

test('the share sheet gets the invitation in the player’s language with the short link', async ({
  page,
  request,
}) => {
  const { token } = await createPlayer(request)
  const code = await invitationCode(request, token)
  // The link carries the inviter's language, so the invitee reads the invitation's language.
  const short = `${publicURL}/i/${code}?lang=pt`
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { shared })
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data)
      },
    })
  })
  await startIn(page, 'pt', token)
  await open(page, '/pages/convidar/index')
  await expect(page.getByText(short)).toBeVisible()
  await page.getByRole('button', { name: 'Compartilhar' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ text: `Vem jogar comigo! Cadastre-se com o meu código de convite ${code}:`, url: short }])
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0)
})

test('without a share sheet, WhatsApp and Telegram links carry the message', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await createPlayer(request)
  const code = await invitationCode(request, token)
  const short = `${publicURL}/i/${code}?lang=en`
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined })
  })
  await startIn(page, 'en', token)
  await open(page, '/pages/convidar/index')
  const message = `Come play with me! Sign up with my invitation code ${code}:`
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${message} ${short}`)}`,
  )
  const telegram = new URL((await page.getByRole('link', { name: 'Telegram' }).getAttribute('href')) ?? '')
  expect(`${telegram.origin}${telegram.pathname}`).toBe('https://t.me/share/url')
  expect(telegram.searchParams.get('url')).toBe(short)
  expect(telegram.searchParams.get('text')).toBe(message)
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'en-invite-fallback')
})

test('/i/CODE lands on sign-up with the code filled in', async ({ page, request }) => {
  const { token } = await createPlayer(request)
  const code = await invitationCode(request, token)
  await startIn(page, 'pt')
  await page.goto(`/i/${code}`)
  await expect.poll(() => currentRoute(page)).toBe(`/pages/jogos/login?code=${code}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro')
  await expect(page.getByLabel('Código de convite (opcional)')).toHaveValue(code)
})
