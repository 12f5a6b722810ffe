import { expect, test } from '@playwright/test'
import type { WinRow } from '../../src/contract/feed'
import type { PlayRecordPage } from '../../src/contract/records'
import { formatBRL, formatSignedBRL } from '../../src/money'
import { SseReader } from '../api/games/sseReader'
import { currentRoute, keepScreenshot, open, startIn } from './portal/portal'
import { call, createPlayer, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, consolePath, openConsole } from './support/console'
import { balances, paidPixTopUp } from './support/money'

/**
 * A third-party game end to end, as a new Brazilian player on a phone, in Portuguese: a PIX
 * deposit, a Hub88 simulator game opened from the lobby (npm start runs the simulator beside the server),
 * rounds played with the spin button of the simulator's own page inside the frame (another origin), which
 * calls the wallet over Hub88's signed protocol; a win credited, the game left; then the play records, the
 * live feed and the balance tell the same story.
 */
test('deposit by PIX, play a provider game from the lobby, win, leave: records, live feed and balance agree', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const player = await createPlayer(request)
  const order = await paidPixTopUp(request, player.token, 5_000, testInfo.project.use.baseURL ?? '')
  expect(order.code).toBe(1)
  expect(await balances(request, player.token)).toMatchObject({ wallet: 5_000, game: 0 })

  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/index')
  await page.getByRole('button', { name: 'Simulator Fortune' }).first().click()
  await expect.poll(() => currentRoute(page)).toMatch(/^\/pages\/framebox\?id=\d+$/)
  // The provider's page, on its own origin, in the player's language; the wallet came into the game.
  const src = (await page.locator('iframe').getAttribute('src')) ?? ''
  expect(new URL(src).origin).not.toBe(new URL(page.url()).origin)
  expect(src).not.toContain(player.token)
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('heading', { name: 'Simulator Fortune' })).toBeVisible()
  await expect(frame.locator('#balance')).toHaveText('R$ 50.00')

  const { reader: feed } = await SseReader.open(`${testInfo.project.use.baseURL}/api/bet/stream?lang=pt`)
  // Three rounds of R$ 0,50 on the simulator's cycle: ×2 (a win), ×0, ×0.5.
  const spin = frame.getByRole('button', { name: 'Girar' })
  const result = frame.getByRole('status')
  await spin.click()
  await expect(result).toHaveText('Você ganhou R$ 1.00')
  await expect(frame.locator('#balance')).toHaveText('R$ 50.50')
  // The portal's header follows, though the provider's page cannot tell it: the server pushes the balances.
  await expect(page.locator('.ficha-frame__money')).toContainText('R$ 50,50')
  await keepScreenshot(page, testInfo, 'provider-game-win')
  await spin.click()
  await expect(result).toHaveText('Sem prêmio')
  await spin.click()
  await expect(result).toHaveText('Você ganhou R$ 0.25')
  await expect(frame.locator('#balance')).toHaveText('R$ 49.75')
  expect(await balances(request, player.token)).toMatchObject({ wallet: 0, game: 4_975 })

  // Leaving: the game balance goes back to the wallet.
  await page.getByRole('button', { name: 'Sair do jogo' }).click()
  await expect.poll(() => currentRoute(page)).not.toMatch(/framebox/)
  await expect.poll(() => balances(request, player.token)).toMatchObject({ wallet: 4_975, game: 0 })

  // The play records: three rounds of the provider's game, newest first, as the page and the API say.
  const records = await call<PlayRecordPage>(request, 'index/find_bets', {}, player.token)
  expect(
    records.list.map(({ gameName, betAmount, settledAmount }) => ({ gameName, betAmount, settledAmount })),
  ).toEqual([
    { gameName: 'Simulator Fortune', betAmount: 50, settledAmount: 25 },
    { gameName: 'Simulator Fortune', betAmount: 50, settledAmount: 0 },
    { gameName: 'Simulator Fortune', betAmount: 50, settledAmount: 100 },
  ])
  await open(page, '/pages/mine/play-record/index')
  const shown = page.locator('.ficha-record')
  await expect(shown).toHaveCount(3)
  await expect(shown.nth(0)).toContainText('Simulator Fortune')
  await expect(shown.nth(0)).toContainText(formatSignedBRL(-25))
  await expect(shown.nth(1)).toContainText(formatSignedBRL(-50))
  await expect(shown.nth(2)).toContainText(formatSignedBRL(50))
  await expect(shown.nth(2)).toContainText(formatBRL(50))

  // The live feed: the player's three rounds under the provider game's name, the same amounts, as the stream
  // opened before the first spin pushed them (the newest 50 of getWinList may already hold other tests'
  // rounds, a seeded month's among them).
  const pushed = () =>
    feed.messages
      .filter((message) => message.event === 'round')
      .map((message) => JSON.parse(message.data) as WinRow)
      .filter((row) => row.username === player.handle)
      .map(({ apigames, betAmount, settledAmount }) => [apigames.name, betAmount, settledAmount])
      .reverse()
  await expect
    .poll(pushed, { timeout: 15_000 })
    .toEqual(records.list.map((record) => ['Simulator Fortune', record.betAmount, record.settledAmount]))
  feed.close()

  // The balance: the deposit, less what the rounds took, plus what they paid, on the account page.
  const played = records.list.reduce((sum, record) => sum + record.settledAmount - record.betAmount, 0)
  expect(await balances(request, player.token)).toMatchObject({ wallet: 5_000 + played, game: 0 })
  await open(page, '/pages/mine/index')
  await expect(
    page.getByRole('region', { name: 'Minha conta' }).getByText(formatBRL(5_000 + played)),
  ).toBeVisible()
})

test("the provider game's own Lobby link ends the game and opens the lobby, the money back in the wallet", async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request)
  await paidPixTopUp(request, player.token, 5_000, testInfo.project.use.baseURL ?? '')
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/index')
  await page.getByRole('button', { name: 'Simulator Fortune' }).first().click()
  const frame = page.frameLocator('iframe')
  // The wallet came into the game as it opened.
  await expect(frame.locator('#balance')).toHaveText('R$ 50.00')
  expect(await balances(request, player.token)).toMatchObject({ wallet: 0, game: 5_000 })
  // The provider's page links back to the lobby on its own, taking the whole window.
  await frame.getByRole('link', { name: 'Lobby' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/')
  await expect.poll(() => balances(request, player.token)).toMatchObject({ wallet: 5_000, game: 0 })
})

test('the operator opens the reconciliation page in the console, reconciles now and sees what is left to settle', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', await operatorToken(request))
  await page.getByRole('link', { name: 'Provider reconciliation' }).first().click()
  await expect.poll(() => consolePath(page)).toBe('/console/providers')
  await expect(page.getByText('Nothing to settle')).toBeVisible()
  await page.getByRole('button', { name: 'Reconcile now' }).click()
  // Yesterday's São Paulo day: the simulator and Ficha agree, and no round is left open.
  // Both simulators run in the browser tests' server: one toast names each provider's run.
  await expect(
    page.getByText('hub88: 0 open, 0 rounds closed · slotegrator: 0 open, 0 rounds closed'),
  ).toBeVisible()
  await expect(page.getByText('Nothing to settle')).toBeVisible()
  await keepScreenshot(page, testInfo, 'provider-reconciliation-console')
})

test("every game of the lobby has a picture: a provider's game without one shows its initials and studio", async ({
  page,
  request,
}) => {
  await startIn(page, 'pt', (await createPlayer(request)).token)
  await open(page, '/pages/jogos/index')
  const tile = page.getByRole('button', { name: 'Simulator Fortune' }).first()
  await expect(tile).toBeVisible()
  const pictures = page.locator('img.ficha-game-card__image')
  await expect.poll(() => pictures.count()).toBeGreaterThanOrEqual(8)
  // Scrolled into view, each lazy picture loads: none is left blank.
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
  }
  const art = await tile.locator('img').getAttribute('src')
  expect(art).toMatch(/\/api\/assets\/art\//)
  const svg = await (await page.request.get(art ?? '')).text()
  expect(svg).toContain('>SF<')
  expect(svg).toContain('Ficha Simulator')
})
