import { expect, test } from '@playwright/test'
import { keepScreenshot } from './portal/portal'
import { call, operatorToken } from './support/api'
import { CONSOLE_VIEWPORT, consolePath, consolePhone, openConsole } from './support/console'
import { signUpWithIdentity } from './support/identity'

/**
 * The console's players and games at 1366 x 768, against the real server: the operator finds a
 * player by CPF, opens the player page, adds a note and blocks play; switches a game off and the lobby no
 * longer lists it.
 */

const lobbySlugs = async (request: Parameters<typeof call>[0]) =>
  (await call<{ games: { slug: string }[] }[]>(request, 'index/game_index')).flatMap((group) =>
    group.games.map((game) => game.slug),
  )

test('the operator finds a player by CPF, opens the page, adds a note and blocks play', async ({
  page,
  request,
}, testInfo) => {
  const player = await signUpWithIdentity(request)
  const { cpf } = player
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', await operatorToken(request))
  await page.getByRole('link', { name: 'Players', exact: true }).first().click()
  await expect.poll(() => consolePath(page)).toBe('/console/players')
  // Typed as on a document: with its punctuation.
  await page
    .getByLabel('CPF, phone, name, ID, nickname, PIX key or order')
    .fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const results = page.getByRole('table', { name: 'Players found' })
  await expect(results.getByRole('row')).toHaveCount(2)
  await expect(results).toContainText(consolePhone(player.phone.e164))
  await keepScreenshot(page, testInfo, 'console-players-search')

  await results.getByRole('link', { name: 'Joana Pereira Lima' }).click()
  await expect.poll(() => consolePath(page)).toBe('/console/players/detail')
  await expect(page.getByRole('heading', { name: /Joana Pereira Lima/ })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Sessions and devices \(1\)/ })).toBeVisible()

  await page.getByLabel('Note', { exact: true }).fill('Asked about a PIX that did not arrive.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
  await page.getByRole('tab', { name: /Notes \(1\)/ }).click()
  await expect(page.getByRole('table', { name: 'Notes' })).toContainText(
    'Asked about a PIX that did not arrive.',
  )

  await page.getByLabel('Reason for the play block').fill('Chargeback under review')
  await page.getByRole('button', { name: 'Block play' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Play blocked. Withdrawals stay open.' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /Play blocked/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unblock play' })).toBeVisible()
  // The player's next game launch is refused by the play gate.
  const launch = await request.post('/api/index/in_game', {
    data: { slug: 'samba-night' },
    headers: { token: player.token, vuelang: 'en' },
  })
  expect(((await launch.json()) as { code: number }).code).toBe(1750)
  await keepScreenshot(page, testInfo, 'console-player-detail')
})

test('a game switched off on the games page leaves the lobby', async ({ page, request }, testInfo) => {
  const token = await operatorToken(request)
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', token, '/console/games')
  expect(await lobbySlugs(request)).toContain('fruta-tropical')
  const row = page.locator('tr[data-slug="fruta-tropical"]')
  const toggle = page.getByRole('checkbox', { name: 'Tropical Fruit on in the lobby' })
  try {
    // The box follows the server's answer (a controlled input), so it is clicked, then awaited.
    await toggle.click()
    await expect(toggle).not.toBeChecked()
    await expect.poll(() => lobbySlugs(request)).not.toContain('fruta-tropical')
    await expect(row).toBeVisible()
    await keepScreenshot(page, testInfo, 'console-games')
  } finally {
    // Other browser tests play it: it goes back on.
    const games = await call<{ list: { id: number; slug: string }[] }>(
      request,
      'admin/games',
      { limit: 50 },
      token,
    )
    const id = games.list.find((game) => game.slug === 'fruta-tropical')?.id
    await call(request, 'admin/game_update', { id, enabled: true }, token)
  }
  expect(await lobbySlugs(request)).toContain('fruta-tropical')
})

test('the players and games pages in Portuguese and Chinese', async ({ browser, request }, testInfo) => {
  const player = await signUpWithIdentity(request)
  const token = await operatorToken(request)
  for (const lang of ['pt', 'zh']) {
    // A browser of its own per language: the console keeps the language it was last shown in.
    const page = await browser.newPage({ viewport: CONSOLE_VIEWPORT })
    await openConsole(page, lang, token, '/console/players')
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? 'pt-BR' : 'zh-CN')
    await page.locator('input[name="query"]').fill(player.cpf)
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('table')).toContainText(consolePhone(player.phone.e164))
    await keepScreenshot(page, testInfo, `console-players-search-${lang}`)
    await openConsole(page, lang, token, `/console/players/detail?id=${player.id}`)
    await expect(page.getByRole('heading', { name: /Joana Pereira Lima/ })).toBeVisible()
    await keepScreenshot(page, testInfo, `console-player-detail-${lang}`)
    await openConsole(page, lang, token, '/console/games')
    await expect(page.getByRole('table')).toBeVisible()
    await keepScreenshot(page, testInfo, `console-games-${lang}`)
    await page.close()
  }
})
