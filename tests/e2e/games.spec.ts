import { expect, test } from '@playwright/test'
import type { GameIndex } from '../../src/contract/catalogue'
import { currentRoute, keepScreenshot, open, startIn } from './portal/portal'
import { call, createPlayer } from './support/api'
import { pixTopUp, settleWithProvider } from './support/money'

/**
 * Games end to end: a player tops up by PIX (the provider command settles it), converts credit to
 * the game balance in the portal, opens a game from the home page, spins in the game frame, and sees the
 * round in the play records and, live, in the bets ticker of a second tab that was open all along.
 */
test('convert credit, open a game, spin; the round shows in the play records and live in another tab', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request)
  const order = await pixTopUp(request, player.token, 5_000)
  settleWithProvider(order.data.brCode, testInfo.project.use.baseURL ?? '')

  await startIn(page, 'en', player.token)
  await open(page, '/pages/conversion/index')
  await page.getByLabel('Amount').fill('20')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByTestId('game-balance')).toHaveText('R$ 20,00')

  // A second tab on the home page: its ticker listens to the live feed.
  const watcher = await page.context().newPage()
  await open(watcher, '/pages/jogos/index')
  await expect(watcher.getByRole('region', { name: 'Latest bets & Race' })).toBeVisible()

  const index = await call<GameIndex>(request, 'index/game_index')
  const samba = index.flatMap((category) => category.games).find((game) => game.slug === 'samba-night')
  if (!samba) throw new Error('no Samba Night')
  await open(page, '/pages/jogos/index')
  await page.getByRole('button', { name: 'Samba Night' }).first().click()
  await expect.poll(() => currentRoute(page)).toBe(`/pages/framebox?id=${samba.id}`)
  const frame = page.frameLocator('iframe')
  // Automatic transfer (on by default) brought the rest of the wallet in as the game opened.
  await expect(frame.getByText('R$ 50,00')).toBeVisible()
  // The address the frame loaded carries a launch token, never the login token.
  const src = (await page.locator('iframe').getAttribute('src')) ?? ''
  expect(src).toMatch(/\/play\/#launch=/)
  expect(src).not.toContain(player.token)

  await frame.getByRole('button', { name: 'Spin' }).click()
  const status = frame.getByRole('status').filter({ hasText: /round #\d+/ })
  await expect(status).toBeVisible()
  const roundId = Number(/round #(\d+)/.exec((await status.textContent()) ?? '')?.[1])
  await keepScreenshot(page, testInfo, 'game-after-spin')

  // Live: the other tab shows the round without a reload.
  await expect(watcher.locator('.ficha-ticker__row', { hasText: player.handle }).first()).toBeVisible({
    timeout: 15_000,
  })
  await keepScreenshot(watcher, testInfo, 'ticker-live')

  await open(page, '/pages/mine/play-record/index')
  await expect(page.getByText('Samba Night').first()).toBeVisible()
  await expect(page.getByText('R$ 0,20').first()).toBeVisible()
  const records = await call<{ list: { id: number }[] }>(request, 'index/find_bets', {}, player.token)
  expect(records.list.map((record) => record.id)).toContain(roundId)
})
