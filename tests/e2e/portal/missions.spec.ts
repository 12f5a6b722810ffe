import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import type { AdminMission, AdminShopItem, PointsHistory } from '@src/contract/missions'
import { call, operatorToken } from '../support/api'
import { seriousViolations } from '../support/axe'
import { balances } from '../support/money'
import { gameBySlug } from '../support/play'
import { fundedPlayer } from '../widgets/support/players'
import { currentRoute, open, startIn } from './portal'

// axe-core is added to the page as an inline script, which the portal's CSP rightly refuses.
test.use({ bypassCSP: true })

/** An instant as São Paulo's wall clock ('2026-11-26T09:00'), as the console types a mission's window (UTC-3). */
const spWallClock = (at: number) => new Date(at - 3 * 3_600_000).toISOString().slice(0, 16)

/**
 * Missions and the points shop at 360 x 740, on the real server: the operator publishes a mission (three
 * rounds of Samba Night) and a cash back item; the player, with the missions page open in one tab, plays
 * three rounds in the game frame of another; the page shows the progress after each round without a
 * reload, the mission completed and its points; the shop exchanges them for cash back paid to the wallet.
 */
test('a player completes a mission by play and spends its points in the shop', async ({ page, request }) => {
  test.setTimeout(120_000)
  const operator = await operatorToken(request)
  const samba = await gameBySlug(request, 'samba-night')
  const run = Date.now() % 100_000
  const name = `Jogue 3 rodadas de Samba Night ${run}`
  const mission = await call<AdminMission>(
    request,
    'admin/mission_save',
    {
      mission: {
        names: {
          pt: name,
          en: `Play 3 rounds of Samba Night ${run}`,
          sw: `Cheza mizunguko 3 ${run}`,
          zh: `玩 3 回合 ${run}`,
        },
        task: 'rounds',
        gameIds: [samba.id],
        providers: [],
        minMultiplierBps: 0,
        target: 3,
        startsAt: spWallClock(Date.now() - 3_600_000),
        endsAt: spWallClock(Date.now() + 3_600_000),
        repeatable: false,
        points: 60,
      },
    },
    operator,
  )
  await call(request, 'admin/mission_state', { id: mission.id, state: 'published' }, operator)
  const itemName = `Cashback de R$ 3 ${run}`
  const item = await call<AdminShopItem>(
    request,
    'admin/shop_item_save',
    {
      item: {
        names: {
          pt: itemName,
          en: `R$ 3 cash back ${run}`,
          sw: `Marejesho R$ 3 ${run}`,
          zh: `返现 R$ 3 ${run}`,
        },
        kind: 'cashback',
        price: 50,
        amount: 300,
        provider: null,
        gameCode: null,
        spins: 0,
        betValue: 0,
        validDays: 7,
        template: null,
      },
    },
    operator,
  )
  await call(request, 'admin/shop_item_state', { id: item.id, state: 'published' }, operator)

  const player = await fundedPlayer(request, 5_000)
  await startIn(page, 'pt', player.token)
  // The way in: the activities lead to the missions page.
  await open(page, '/pages/events/index')
  await page.getByRole('button', { name: new RegExp(pt.missions.cardText) }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/missions/index')
  const card = page.locator(`[data-mission="${mission.id}"]`)
  await expect(card.getByRole('heading', { name })).toBeVisible()
  const bar = card.getByRole('progressbar')
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expect(card).toContainText('0 de 3')

  // The game in a second tab of the same player; the missions page stays open in the first.
  const game = await page.context().newPage()
  await open(game, `/pages/framebox?id=${samba.id}`)
  const frame = game.frameLocator('iframe')
  const spin = frame.getByRole('button', { name: pt.play.spin })
  const round = frame.getByRole('status').filter({ hasText: /nº \d+/ })
  for (let played = 1; played <= 3; played += 1) {
    await expect(spin).toBeEnabled({ timeout: 15_000 })
    await spin.click()
    await expect(round.last()).toBeVisible()
    // Live: the missions page reads the progress again after the round, no reload.
    await expect(bar).toHaveAttribute('aria-valuenow', String(played), { timeout: 15_000 })
  }
  await expect(card).toContainText(pt.missions.done)
  await expect(page.getByTestId('points-balance')).toContainText('60 pontos')
  expect(await seriousViolations(page)).toEqual([])
  await game.close()

  // The shop: 60 points buy the 50-point cash back, which lands in the wallet.
  const before = await balances(request, player.token)
  await page.getByRole('tab', { name: pt.missions.tab.shop }).click()
  const offer = page.locator(`[data-item="${item.id}"]`)
  await expect(offer.getByRole('heading', { name: itemName })).toBeVisible()
  await offer.getByRole('button', { name: pt.missions.shop.buy }).click()
  await expect(page.getByTestId('points-balance')).toContainText('10 pontos')
  await expect.poll(async () => (await balances(request, player.token)).wallet - before.wallet).toBe(300)
  // 10 points left: the item now says how many more it needs, and cannot be bought.
  await expect(offer.getByRole('button', { name: /Faltam 40/ })).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('tab', { name: pt.missions.tab.history }).click()
  await expect(page.getByText(pt.missions.history.purchase)).toBeVisible()
  await expect(page.getByText(pt.missions.history.mission)).toBeVisible()
  const history = await call<PointsHistory>(request, 'mission/points', {}, player.token)
  expect(history.movements.map((movement) => movement.amount)).toEqual([-50, 60])
  expect(await seriousViolations(page)).toEqual([])
})
