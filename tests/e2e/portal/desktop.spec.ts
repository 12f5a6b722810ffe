import { expect, test } from '@playwright/test'
import { formatBRL } from '@src/money/format'
import { gameBySlug, newPlayerWithGameBalance } from '../support/play'
import { open, startIn } from './portal'

/** A laptop gets a desktop layout, not a 480 px phone column. */
test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false })

test('at 1366 x 768 the lobby uses the width: top bar with balance and Depositar, side menu, a grid of 5 columns or more', async ({
  page,
  request,
}, testInfo) => {
  const player = await newPlayerWithGameBalance(request, 4_321, testInfo.project.use.baseURL ?? '')
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/index')

  const bar = page.locator('header.ficha-navbar')
  await expect(bar.getByTestId('header-balance')).toContainText(formatBRL(4_321))
  await expect(bar.getByRole('link', { name: 'Depositar' })).toBeVisible()
  await expect(bar.getByRole('searchbox', { name: 'Buscar jogos' })).toBeVisible()
  const barBox = await bar.boundingBox()
  expect(barBox?.width).toBe(1366)
  expect(barBox?.y).toBe(0)

  const menu = page.getByRole('navigation', { name: 'Navegação principal' })
  const menuBox = await menu.boundingBox()
  expect(menuBox?.x).toBe(0)
  expect(menuBox?.width).toBeLessThan(300)
  expect(menuBox?.height).toBeGreaterThan(600)
  await expect(menu.getByRole('link', { name: 'Jogos' })).toHaveAttribute('aria-current', 'page')

  const grid = page.locator('.ficha-game-grid').first()
  await expect(grid.locator('li').first()).toBeVisible()
  const columns = await grid.evaluate(
    (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
  )
  expect(columns).toBeGreaterThanOrEqual(5)
  expect(columns).toBeLessThanOrEqual(8)
  // The games are above the fold, their first row whole within the 768 px.
  const firstGame = await grid.locator('li').first().boundingBox()
  expect((firstGame?.y ?? 768) + (firstGame?.height ?? 0)).toBeLessThanOrEqual(768)

  // Depositar opens the top-up.
  await bar.getByRole('link', { name: 'Depositar' }).click()
  await expect(page).toHaveURL(/#\/pages\/mine\/account\/recharge$/)
})

test('at 1366 x 768 the game plays in a 16:9 frame with its controls within the reels’ frame, and the header follows the balance', async ({
  page,
  request,
}, testInfo) => {
  const player = await newPlayerWithGameBalance(request, 5_000, testInfo.project.use.baseURL ?? '')
  const game = await gameBySlug(request, 'samba-night')
  await startIn(page, 'pt', player.token)
  await open(page, `/pages/framebox?id=${game.id}`)

  const gameFrame = page.locator('iframe')
  await expect(gameFrame).toBeVisible()
  const box = await gameFrame.boundingBox()
  if (!box) throw new Error('no game frame')
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01)
  expect(box.width).toBeGreaterThan(1000)

  const frame = page.frameLocator('iframe')
  const spin = frame.getByRole('button', { name: 'Girar' })
  await expect(spin).toBeVisible()
  const machine = await frame.locator('.machine').boundingBox()
  const reels = await frame.locator('.reels').boundingBox()
  const down = await frame.getByRole('button', { name: 'Diminuir a aposta' }).boundingBox()
  const up = await frame.getByRole('button', { name: 'Aumentar a aposta' }).boundingBox()
  const spinBox = await spin.boundingBox()
  if (!machine || !reels || !down || !up || !spinBox) throw new Error('controls missing')
  // Every control inside the machine's frame, which is no wider than the reels need, inside the game frame.
  for (const control of [down, up, spinBox]) {
    expect(control.x).toBeGreaterThanOrEqual(machine.x)
    expect(control.x + control.width).toBeLessThanOrEqual(machine.x + machine.width)
    expect(control.y + control.height).toBeLessThanOrEqual(box.y + box.height)
  }
  expect(machine.width).toBeLessThanOrEqual(Math.max(reels.width + 40, 600))
  expect(up.x - down.x).toBeLessThan(400)

  const header = page.getByTestId('header-balance')
  await expect(header).toContainText(formatBRL(5_000))
  await spin.click()
  const status = frame.getByRole('status').filter({ hasText: /rodada nº \d+/ })
  await expect(status).toBeVisible()
  // The round is numbered as the reels start stopping; its balance shows once they all have.
  await expect(spin).toBeEnabled()
  const gameBalance = (await frame.locator('.meter strong').first().textContent()) ?? ''
  await expect(header).toContainText(gameBalance)
})
