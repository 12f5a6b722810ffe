import pt from '@locales/pt.json' with { type: 'json' }
import { expect, type Page, test } from '@playwright/test'
import { seriousViolations } from '../support/axe'
import { playStakes, RACE_NAMES, runningRace } from '../support/races'
import { fundedPlayer } from '../widgets/support/players'
import { open, startIn } from './portal'

// axe-core is added to the page as an inline script, which the portal's CSP rightly refuses.
test.use({ bypassCSP: true })

/**
 * The portal's race: the race page's board and the player's own place, live as they and others
 * play; the lobby's race card and the activities' way to the page.
 */
const place = async (page: Page): Promise<number> =>
  Number(await page.locator('.ficha-race__place[data-place]').getAttribute('data-place'))

test('a player sees their place on the race page move as others and they play, without a reload', async ({
  page,
  request,
}) => {
  await runningRace(request)
  const player = await fundedPlayer(request, 20_000)
  const rival = await fundedPlayer(request, 20_000)
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/race/index')
  await expect(page.getByRole('heading', { name: RACE_NAMES.pt })).toBeVisible()
  await expect(page.locator('.ficha-race__time')).toContainText('Termina em')
  await expect(page.getByText(pt.race.noPlace)).toBeVisible()

  await playStakes(request, player.token)
  const placed = page.locator('.ficha-race__place[data-place]')
  await expect(placed).toBeVisible({ timeout: 12_000 })
  const first = await place(page)

  // The rival plays three rounds at the same stake: they pass the player, who moves one place down.
  await playStakes(request, rival.token, 3)
  await expect.poll(() => place(page), { timeout: 12_000 }).toBeGreaterThan(first)
  const passed = await place(page)

  // The player plays more than the rival did and passes them again.
  await playStakes(request, player.token, 5)
  await expect.poll(() => place(page), { timeout: 12_000 }).toBeLessThan(passed)
  await expect(page.locator('.ficha-race__next')).toHaveText(/Faltam|Você está em um lugar premiado/)
  expect(await seriousViolations(page)).toEqual([])
})

test('the lobby shows the race card and the activities lead to the race page', async ({ page, request }) => {
  await runningRace(request)
  const player = await fundedPlayer(request)
  await startIn(page, 'pt', player.token)
  await open(page, '/')
  const card = page.locator('.ficha-race-card')
  await expect(card).toContainText(RACE_NAMES.pt)
  await expect(card).toContainText(/Termina em \d\d:\d\d:\d\d/)
  await card.click()
  await expect(page.getByRole('heading', { name: RACE_NAMES.pt })).toBeVisible()

  await open(page, '/pages/events/index')
  await page.getByRole('button', { name: new RegExp(pt.race.cardText) }).click()
  await expect(page.getByRole('heading', { name: RACE_NAMES.pt })).toBeVisible()
})
