import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { keepScreenshot, open, startIn } from '../portal/portal'
import { signUpVerified } from '../support/identity'
import { ownCpfTopUp, withdrawToOwnKey } from '../support/money'

/**
 * The brazil server pays withdrawals through the payout provider's simulator (PAYOUT_SIMULATOR=on), which
 * refuses an amount ending in 13 centavos as a bank would a closed key (AC07, "Receiving PIX key closed"):
 * the player reads why in Portuguese, in the records and the notification, never the provider's English.
 */
test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 } })

test('a withdrawal the PIX provider refuses tells the player why in Portuguese', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const player = await signUpVerified(request)
  await ownCpfTopUp(request, player, 20_000)
  await withdrawToOwnKey(request, player, 5_013)

  await startIn(page, 'pt', player.token)
  await open(page, '/pages/mine/account/withdraw_list')
  await page.getByRole('tab', { name: pt.money.status.failed, exact: true }).click()
  const refused = page.getByTestId('money-record')
  // The payout job runs every 2 s on this server: the refusal arrives on a reload.
  await expect(async () => {
    await page.reload()
    await page.getByRole('tab', { name: pt.money.status.failed, exact: true }).click()
    await expect(refused).toContainText(pt.money.refusal.keyClosed, { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(refused).toContainText(
    'A chave PIX de destino está encerrada. Cadastre outra chave e tente de novo.',
  )
  await expect(refused).not.toContainText('Receiving PIX key closed')
  await keepScreenshot(page, testInfo, 'withdraw-refused-by-provider-pt')

  await open(page, '/pages/jogos/notice/index')
  const notice = page.getByTestId('player-notice').filter({ hasText: pt.notice.withdrawalRefused.title })
  await expect(notice).toContainText(pt.money.refusal.keyClosed)
  await expect(page.getByText('Receiving PIX key closed')).toHaveCount(0)
})
