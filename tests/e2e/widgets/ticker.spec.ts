import { expect, type Page, test } from '@playwright/test'
import { baseURL, partnerOrigins } from '@root/playwright.config'
import { maskedName, playStakes, RACE_NAMES, runningRace } from '../support/races'
import { type PartnerSite, partnerPage, startPartnerSite } from './support/partner-site'
import { fundedPlayer, playRound } from './support/players'

/**
 * <ficha-bets-ticker> on a partner's page, another origin than the Ficha server: live rows, two tickers on
 * one page, a live language switch, a partner origin the server does not list being refused, and the race
 * tab live as a player plays.
 */
let site: PartnerSite
let refused: PartnerSite
test.beforeAll(async () => {
  site = await startPartnerSite(partnerOrigins[0] ?? '')
  // Not in CORS_ORIGINS (playwright.config.ts lists port + 11 to + 16 and + 18).
  refused = await startPartnerSite(`http://127.0.0.1:${Number(new URL(baseURL).port) + 19}`)
})
test.afterAll(async () => {
  await site.close()
  await refused.close()
})

const ticker = (page: Page, index = 0) => page.locator('ficha-bets-ticker').nth(index)

test('renders the feed on a partner page and shows a new round as soon as it is played', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request)
  await playRound(request, player.token)
  // Reduced motion keeps the rows still, so a new row shows at once instead of after the scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${site.origin}/demo/partner.html`)
  await expect(ticker(page).getByRole('heading', { name: 'Últimas apostas e Corrida' })).toBeVisible()
  const rows = ticker(page).locator('tbody tr').filter({ hasText: player.handle })
  await expect(rows).toHaveCount(1)

  await playRound(request, player.token)
  // Over bet/stream: no reload, and quicker than the polling fallback (5 s).
  await expect(rows).toHaveCount(2, { timeout: 4_000 })
})

test('two tickers on one page, each with its own mode and count', async ({ page, request }) => {
  const player = await fundedPlayer(request)
  for (let round = 0; round < 3; round += 1) await playRound(request, player.token)
  await page.goto(
    site.page(
      '/two-tickers.html',
      partnerPage(
        '<ficha-bets-ticker lang="en" count="2"></ficha-bets-ticker>' +
          '<ficha-bets-ticker lang="en" mode="both" hide-title></ficha-bets-ticker>',
      ),
    ),
  )
  await expect(ticker(page, 0).getByRole('heading', { name: 'Latest bets & Race' })).toBeVisible()
  await expect(ticker(page, 0).locator('tbody tr:not([aria-hidden])')).toHaveCount(2)
  await expect(ticker(page, 1).getByRole('heading')).toHaveCount(0)
  await expect(ticker(page, 1).locator('table')).toBeVisible()
  await expect(ticker(page, 1).locator('.ficha-ticker--winners')).toBeVisible()
})

test('switches language live when lang changes', async ({ page }) => {
  await page.goto(`${site.origin}/demo/partner.html`)
  const heading = ticker(page).getByRole('heading')
  await expect(heading).toHaveText('Últimas apostas e Corrida')
  await ticker(page).evaluate((element) => element.setAttribute('lang', 'en'))
  await expect(heading).toHaveText('Latest bets & Race')
  await ticker(page).evaluate((element) => {
    ;(element as HTMLElement).lang = 'sw'
  })
  await expect(heading).not.toHaveText('Latest bets & Race')
  await ticker(page).evaluate((element) => element.removeAttribute('lang'))
  // Without lang: the player's language on this site, none stored here, so the default zh.
  await expect(heading).toHaveText('最新投注与竞赛')
})

test('an origin the server does not list gets no answer it can read', async ({ page, request }) => {
  const preflight = await request.fetch(`${baseURL}/api/bet/getWinList`, {
    method: 'OPTIONS',
    headers: {
      origin: refused.origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,vuelang',
    },
  })
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined()
  const listed = await request.fetch(`${baseURL}/api/bet/getWinList`, {
    method: 'OPTIONS',
    headers: { origin: site.origin, 'access-control-request-method': 'POST' },
  })
  expect(listed.headers()['access-control-allow-origin']).toBe(site.origin)

  await page.goto(`${refused.origin}/demo/partner.html`)
  await expect(ticker(page).getByRole('alert')).toBeVisible()
  const read = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/bet/getWinList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return 'read'
    } catch {
      return 'refused'
    }
  }, baseURL)
  expect(read).toBe('refused')
})

test('a partner page shows the race tab, and a player rises on it as they play, without a reload', async ({
  page,
  request,
}) => {
  await runningRace(request)
  const player = await fundedPlayer(request, 20_000)
  const streams: string[] = []
  const polls: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/bet/stream')) streams.push(sent.url())
    if (sent.url().includes('/api/race/board')) polls.push(sent.url())
  })
  await page.goto(
    site.page(
      '/race.html',
      partnerPage('<ficha-bets-ticker lang="pt" initial-tab="race"></ficha-bets-ticker>'),
    ),
  )
  await expect(ticker(page).getByRole('tab', { name: 'Corrida' })).toHaveAttribute('aria-selected', 'true')
  await expect(ticker(page).locator('.ficha-ticker__foot')).toContainText(`${RACE_NAMES.pt} · Faltam`)
  // Every paid place shows its prize: R$ 50,00 for the first of R$ 100,00 at 50 %.
  await expect(ticker(page).locator('tbody tr').first()).toContainText(/R\$\s50,00/)

  const row = ticker(page)
    .locator('tbody tr')
    .filter({ hasText: maskedName(player.handle) })
  await expect(row).toHaveCount(0)
  await playStakes(request, player.token)
  // Pushed over bet/stream (the board is read again within a second of a round; a slow machine may take longer).
  await expect(row).toHaveCount(1, { timeout: 10_000 })
  const score = await row.locator('td').nth(2).textContent()
  await playStakes(request, player.token, 2)
  await expect(row.locator('td').nth(2)).not.toHaveText(score ?? '', { timeout: 10_000 })

  // One connection, asking for the race, and no poll of race/board: the board came over the stream. The
  // latest bets are the other tab of the same table.
  expect(streams).toHaveLength(1)
  expect(streams[0]).toContain('race=true')
  expect(polls).toEqual([])
  await ticker(page).getByRole('tab', { name: 'Últimas apostas' }).click()
  await expect(ticker(page).locator('tbody tr').filter({ hasText: player.handle }).first()).toBeAttached()
})
