import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { keepScreenshot, open, startIn } from '../portal/portal'
import { signUpVerified } from '../support/identity'
import { ownCpfTopUp, pixTopUp, withdrawToOwnKey } from '../support/money'
import { gameBySlug } from '../support/play'

/**
 * A pause the player sets on a phone, in Portuguese, on the brazil server: the account stays open, a game and a
 * top-up are refused with the pause's end, and the withdrawal page stays open and takes a withdrawal.
 */
test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 } })

test('a player pauses for 7 days: play and deposits are refused, the withdrawal stays open', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const player = await signUpVerified(request)
  await ownCpfTopUp(request, player, 20_000)
  const samba = await gameBySlug(request, 'samba-night')

  await startIn(page, 'pt', player.token)
  await open(page, '/pages/mine/protection/index')
  const pause = page.getByRole('region', { name: pt.protection.pause.title })
  await expect(pause).toContainText(pt.protection.pause.text)
  await pause.getByRole('radio', { name: '7 dias' }).check()
  await pause.getByRole('button', { name: pt.protection.pause.start }).click()
  const active = page.getByTestId('pause-active')
  await expect(active).toContainText(/Em pausa até \d\d\/\d\d\/\d{4}/)
  await expect(active).toContainText(pt.protection.pause.activeNote)
  await expect(pause.getByRole('button', { name: pt.protection.pause.end })).toBeVisible()
  await active.scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, 'pause-active-pt')

  // A game opened by its address is refused with the pause's end.
  await open(page, `/pages/framebox?id=${samba.id}`)
  await expect(page.getByRole('alert').first()).toContainText(/Sua pausa vai até \d{4}-\d\d-\d\d \d\d:\d\d/)
  await expect(page.locator('iframe')).toHaveCount(0)
  // The deposit page offers no top-up, and the server refuses one with the pause's end.
  await open(page, '/pages/mine/account/recharge')
  await expect(page.getByText(/^Sem depósitos e sem jogos até/)).toBeVisible()
  await expect(page.getByText(pt.protection.excludedNote)).toBeVisible()
  const refused = await pixTopUp(request, player.token, 5_000)
  expect(refused.code).toBe(1900)

  // A withdrawal goes through, and the withdrawal page is one tap from the pause, open for the next one.
  await withdrawToOwnKey(request, player, 5_000)
  await open(page, '/pages/mine/protection/index')
  await page.getByTestId('pause-active').getByRole('button', { name: pt.protection.pause.withdraw }).click()
  await expect(page.getByTestId('withdraw-wallet')).toHaveText('R$ 150,00')
  await expect(page.getByRole('button', { name: pt.money.withdrawNow })).toBeEnabled()
  await expect(page.getByText(/Sua pausa/)).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'pause-withdraw-open-pt')
})
