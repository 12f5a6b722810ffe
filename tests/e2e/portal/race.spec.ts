import pt from '@locales/pt.json' with { type: 'json' }
import { expect, type Page, test } from '@playwright/test'
import { seriousViolations } from '../support/axe'
import { playStakes, RACE_NAMES, runningRace, upcomingRace } from '../support/races'
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
  await expect(page.locator('.ficha-race__time')).toHaveText(/^Faltam \d\d:\d\d:\d\d$/)
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
  await expect(card).toContainText(/Faltam \d\d:\d\d:\d\d/)
  // At 360 px the leader and the time left read whole, not cut by an ellipsis.
  for (const line of await card.locator('.ficha-race-card__line').all())
    expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await card.click()
  await expect(page.getByRole('heading', { name: RACE_NAMES.pt })).toBeVisible()

  await open(page, '/pages/events/index')
  await page.getByRole('button', { name: new RegExp(pt.race.cardText) }).click()
  await expect(page.getByRole('heading', { name: RACE_NAMES.pt })).toBeVisible()
})

test("on a phone the race page marks the player's own row, counts points not reais, and opens another race", async ({
  page,
  request,
}) => {
  await runningRace(request)
  await upcomingRace(request, 'Corrida relâmpago de amanhã')
  const player = await fundedPlayer(request, 20_000)
  await playStakes(request, player.token, 2)
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/race/index')
  await expect(page.getByRole('heading', { name: RACE_NAMES.pt })).toBeVisible()

  const mine = page.locator('.ficha-ticker__row[aria-current="true"]')
  await expect(mine).toHaveCount(1)
  await expect(mine.locator('td').first()).toHaveText(String(await place(page)))
  // Points are weighted stakes, not money: no R$ on the board or in the player's own score.
  const board = page.locator('.ficha-race .ficha-ticker__table')
  await expect(board.locator('td').nth(2)).toHaveText(/^\d{1,3}(\.\d{3})*,\d\d$/)
  await expect(page.getByText(/^Seus pontos: [\d.]+,\d\d$/)).toBeVisible()
  // The whole board fits the phone's width: the leader's score is not cut.
  expect(await board.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0))).toBe(
    true,
  )

  const picker = page.getByLabel('Ver outra corrida')
  await picker.selectOption({ label: 'Corrida relâmpago de amanhã · em breve' })
  await expect(page.getByRole('heading', { name: 'Corrida relâmpago de amanhã' })).toBeVisible()
  await expect(page.locator('.ficha-race__time')).toHaveText(/^Começa daqui a \d\d:\d\d:\d\d$/)
  await picker.selectOption({ label: `${RACE_NAMES.pt} · em andamento` })
  await expect(page.getByRole('heading', { name: RACE_NAMES.pt })).toBeVisible()
})
