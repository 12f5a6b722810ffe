import { expect, test } from '@playwright/test'
import { currentRoute, keepScreenshot, open, openAsNewPlayer, startIn } from './portal/portal'
import { call, createPlayer, operatorToken, PASSWORD } from './support/api'
import { CONSOLE_VIEWPORT, consolePath, consolePhone, openConsole } from './support/console'
import { pixTopUp } from './support/money'
import { gameBySlug, newPlayerWithGameBalance } from './support/play'

/**
 * Player protection end to end, against the real server: limits with a raise left pending, a
 * break confirmed with the password that then refuses top-ups and game launches, and the reality check in
 * the game, brought on by the browser's clock (no real waiting).
 */

test('a daily deposit limit applies at once, refuses a larger top-up, and a raise shows as pending', async ({
  page,
  request,
}, testInfo) => {
  const player = await openAsNewPlayer(page, request, 'en', '/pages/mine/protection/index')
  await page.getByLabel('Deposits per day').fill('50')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByText('Limits saved. They apply now.')).toBeVisible()
  await expect(page.getByText('Used R$ 0,00 of R$ 50,00')).toBeVisible()

  const refused = await pixTopUp(request, player.token, 6_000)
  expect(refused.code).toBe(1610)

  await page.getByLabel('Deposits per day').fill('100')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByText('raises and removals after 24 hours')).toBeVisible()
  await expect(page.getByTestId('pending-depositDay')).toContainText('Raise to R$ 100,00 applies on')
  // Not before its time: the field still holds the limit in force, and the server still refuses.
  await expect(page.getByLabel('Deposits per day')).toHaveValue('50')
  expect((await pixTopUp(request, player.token, 6_000)).code).toBe(1610)
  await keepScreenshot(page, testInfo, 'limits-pending-raise')
})

test('a break is confirmed with the password, then top-ups and game launches are refused and nothing invites them', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request)
  const samba = await gameBySlug(request, 'samba-night')
  await startIn(page, 'en', player.token)
  // Before the break the lobby invites a deposit and counts down to the next rewards.
  await open(page, '/pages/jogos/index')
  const deposit = page.getByRole('link', { name: 'Deposit', exact: true })
  const rebateChip = page.getByText(/^Rebate in/)
  await expect(deposit).toBeVisible()
  await expect(rebateChip).toBeVisible()
  await open(page, '/pages/mine/protection/index')
  await page.getByRole('region', { name: 'Take a break' }).getByRole('radio', { name: '7 days' }).check()
  await page.getByRole('button', { name: 'Take a break' }).click()

  const dialog = page.getByRole('dialog', { name: 'Stop playing for 7 days?' })
  await expect(dialog.getByText('It cannot be lifted before it ends, by you or by us.')).toBeVisible()
  await expect(
    dialog.getByText('You can still log in, withdraw your balance and read your records.'),
  ).toBeVisible()
  await dialog.getByLabel('Your login password').fill('not-my-password')
  await dialog.getByRole('button', { name: 'Confirm the break' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await expect(page.getByTestId('exclusion-active')).toHaveCount(0)

  await dialog.getByLabel('Your login password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Confirm the break' }).click()
  const active = page.getByTestId('exclusion-active')
  await expect(active).toContainText('No deposits and no play until')
  await keepScreenshot(page, testInfo, 'exclusion-active')

  // The games home shows no banner and opens no game.
  await open(page, '/pages/jogos/index')
  await expect(page.getByText('No deposits and no play until').first()).toBeVisible()
  // Nor a reward countdown or a deposit button.
  await expect(page.getByTestId('header-balance')).toBeVisible()
  await expect(deposit).toHaveCount(0)
  await expect(rebateChip).toHaveCount(0)
  await page.getByRole('button', { name: 'Samba Night' }).first().click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/jogos/index')

  // The portal does not offer a deposit; the server refuses one anyway.
  await open(page, '/pages/mine/account/recharge')
  await expect(page.getByText('You can still withdraw your balance and read your records.')).toBeVisible()
  expect((await pixTopUp(request, player.token, 5_000)).code).toBe(1613)

  // A game opened by its address is refused with the server's message.
  await open(page, `/pages/framebox?id=${samba.id}`)
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('the reality check stops play every minute until the player answers, then Stop playing leaves', async ({
  page,
  request,
}, testInfo) => {
  const player = await newPlayerWithGameBalance(request, 5_000, testInfo.project.use.baseURL ?? '')
  await call(request, 'index/set_limits', { realityCheckMinutes: 1 }, player.token)
  const samba = await gameBySlug(request, 'samba-night')

  await page.clock.install()
  await startIn(page, 'en', player.token)
  await open(page, `/pages/framebox?id=${samba.id}`)
  const game = page.frameLocator('iframe')
  await game.getByRole('button', { name: 'Spin' }).click()
  await expect(game.getByRole('status').filter({ hasText: /round #\d+/ })).toBeVisible()

  await page.clock.fastForward('01:05')
  const check = game.getByRole('dialog', { name: 'Reality check' })
  await expect(check).toBeVisible()
  await expect(check.getByTestId('reality-time')).toHaveText(/^\d+ min$/)
  await expect(check.getByTestId('reality-net')).toHaveText(/R\$/)
  await keepScreenshot(page, testInfo, 'reality-check')
  await check.getByRole('button', { name: 'Continue' }).click()
  await expect(check).toBeHidden()
  await game.getByRole('button', { name: 'Spin' }).click()
  await expect(game.getByRole('status').filter({ hasText: /round #\d+/ })).toBeVisible()

  await page.clock.fastForward('01:00')
  await expect(check).toBeVisible()
  await check.getByRole('button', { name: 'Stop playing' }).click()
  // The game closes: the frame goes back (home, since the test opened the game by its address).
  await expect.poll(() => currentRoute(page)).not.toContain('/pages/framebox')
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('the footer shows 18+ and leads to the responsible-gaming page, with where to get help', async ({
  page,
  request,
}, testInfo) => {
  await openAsNewPlayer(page, request, 'pt', '/pages/jogos/index')
  const footer = page.locator('footer.ficha-footer')
  await expect(footer).toContainText('Somente para maiores de 18 anos.')
  await footer.getByRole('button', { name: 'Jogo responsável' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/responsible/index')
  await expect(page.getByRole('link', { name: 'Ligar 188' })).toHaveAttribute('href', 'tel:188')
  await keepScreenshot(page, testInfo, 'responsible-gaming')
  await page.getByRole('button', { name: 'Abrir meus limites e pausas' }).click()
  await expect.poll(() => currentRoute(page)).toBe('/pages/mine/protection/index')
  await expect(page.getByLabel('Depósitos por dia')).toBeVisible()
  await keepScreenshot(page, testInfo, 'protection-page')
})

test("the operator reads a player's limits, break and history, with no way to change them", async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request)
  await call(request, 'index/set_limits', { limits: { lossDay: 3_000 } }, player.token)
  await call(request, 'index/self_exclude', { term: '24h', password: PASSWORD }, player.token)
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', await operatorToken(request))
  await page.getByRole('link', { name: 'Player protection' }).first().click()
  await expect.poll(() => consolePath(page)).toBe('/console/protection')
  // Typed as an operator reads it off a screen: the national number.
  await page.getByLabel('Player id, phone or CPF').fill(player.phone.national)
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(page.getByTestId('protection-player')).toContainText(consolePhone(player.phone.e164))
  await expect(page.getByTestId('exclusion-active')).toContainText('No deposits and no play until')
  await expect(page.getByText('R$ 30,00').first()).toBeVisible()
  // The history reads formatted, not as raw JSON in centavos.
  const limitsSet = page.getByTestId('protection-event').filter({ hasText: 'Limits changed' })
  await expect(limitsSet).toContainText('No limit → R$ 30,00')
  await expect(page.getByTestId('protection-event').filter({ hasText: '3000' })).toHaveCount(0)
  await expect(page.getByTestId('protection-event').filter({ hasText: '{"' })).toHaveCount(0)
  await expect(
    page.getByTestId('protection-event').filter({ hasText: 'Cool-off or self-exclusion' }),
  ).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(1)
  await keepScreenshot(page, testInfo, 'operator-protection')
})
