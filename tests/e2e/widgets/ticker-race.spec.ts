import { expect, type Page, test } from '@playwright/test'
import { partnerOrigins } from '@root/playwright.config'
import { maskedName, playStakes, RACE_NAMES, runningRace } from '../support/races'
import { type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'
import { fundedPlayer } from './support/players'

/**
 * <ficha-bets-ticker>'s race tab (issue 28) on a partner's page, another origin than the Ficha server: the
 * featured race's board, live as a player plays, over the table's one stream.
 */
let site: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[1] ?? '')
})
test.afterAll(async () => {
  await site.close()
})

const ticker = (page: Page) => page.locator('ficha-bets-ticker')

test('a partner page shows the race tab, and a player rises on it as they play, without a reload', async ({
  page,
  request,
}) => {
  await runningRace(request)
  const player = await fundedPlayer(request, 20_000)
  const streams: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/bet/stream')) streams.push(sent.url())
  })
  await page.goto(
    site.page(
      '/race.html',
      partnerPage('<ficha-bets-ticker lang="pt" initial-tab="race"></ficha-bets-ticker>'),
    ),
  )
  await expect(ticker(page).getByRole('tab', { name: 'Corrida' })).toHaveAttribute('aria-selected', 'true')
  await expect(ticker(page).locator('.ficha-ticker__foot')).toContainText(`${RACE_NAMES.pt} · Termina em`)
  // Every paid place shows its prize: R$ 50,00 for the first of R$ 100,00 at 50 %.
  await expect(ticker(page).locator('tbody tr').first()).toContainText(/R\$\s50,00/)

  const row = ticker(page)
    .locator('tbody tr')
    .filter({ hasText: maskedName(player.handle) })
  await expect(row).toHaveCount(0)
  await playStakes(request, player.token)
  // Pushed over bet/stream (the board is read again within a second of a round): quicker than a poll.
  await expect(row).toHaveCount(1, { timeout: 5_000 })
  const score = await row.locator('td').nth(2).textContent()
  await playStakes(request, player.token, 2)
  await expect(row.locator('td').nth(2)).not.toHaveText(score ?? '', { timeout: 5_000 })

  // One connection, asking for the race; the latest bets are the other tab of the same table.
  expect(streams).toHaveLength(1)
  expect(streams[0]).toContain('race=true')
  await ticker(page).getByRole('tab', { name: 'Últimas apostas' }).click()
  await expect(ticker(page).locator('tbody tr').filter({ hasText: player.handle }).first()).toBeAttached()
})
