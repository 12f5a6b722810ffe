import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { signUpVerified } from '../support/identity'
import { ownCpfTopUp, withdrawToOwnKey } from '../support/money'

test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 } })

/**
 * The header's balance follows the money while the player stays on one page: a PIX paid in the bank app and a
 * withdrawal asked from another device each show without a reload or a tap (the server pushes the balances
 * after every movement of the player's money; a provider's spins in providers.spec.ts, every kind of movement
 * in tests/api/notifications).
 */
test('a settled PIX and a withdrawal from another device reach the header of the open lobby', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const player = await signUpVerified(request)
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/index')
  const balance = page.getByTestId('header-balance')
  await expect(balance).toContainText('R$ 0,00')

  await ownCpfTopUp(request, player, 19_030)
  await expect(balance).toContainText('R$ 190,30')

  await withdrawToOwnKey(request, player, 9_030)
  await expect(balance).toContainText('R$ 100,00')
  expect(page.url()).toContain('/pages/jogos/index')
})
