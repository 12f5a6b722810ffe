import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { formatBRL } from '@src/money/format'
import { operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, consolePhone, openConsole } from '../support/console'
import { bornYearsAgo, signUpVerified, signUpWithIdentity } from '../support/identity'
import { ownCpfTopUp, pixTopUp, reportPixPaid } from '../support/money'

/**
 * A brazil operator reads a player's page as Brazilians write: the birth date dd/mm/aaaa, the phone with its
 * country, the protection history, the ledger and the orders in words (no catalogue key, no JSON, no enum).
 */
test.use({ baseURL: brazilURL, viewport: CONSOLE_VIEWPORT })

test('the player page in Portuguese: birth date, phone and protection history as people read them', async ({
  page,
  request,
}) => {
  const player = await signUpWithIdentity(request)
  const [year, month, day] = bornYearsAgo(30).split('-')
  await openConsole(page, 'pt', await operatorToken(request), `/console/players/detail?id=${player.id}`)
  const identity = page.getByRole('region', { name: /Joana Pereira Lima/ })
  await expect(identity).toContainText(`${day}/${month}/${year}`)
  await expect(identity).toContainText(consolePhone(player.phone.e164))
  expect(consolePhone(player.phone.e164)).toMatch(/^\+55 \d{2} \d{5}-\d{4}$/)

  await page.getByRole('tab', { name: new RegExp(pt.console.players.section.protection) }).click()
  const row = page.getByRole('row').filter({ hasText: pt.adminProtection.event.identityChanged })
  await expect(row).toContainText(pt.adminProtection.provider.manual)
  await expect(row).toContainText(pt.adminProtection.identityState.pending)
  await expect(row).not.toContainText('{')
  await expect(row).not.toContainText('adminProtection.')
})

test("the player's money in Portuguese: ledger reasons and a held PIX's hold in words, not the server's names", async ({
  page,
  request,
}) => {
  const player = await signUpVerified(request)
  await ownCpfTopUp(request, player, 19_030)
  // Paid from someone else's CPF: brazil holds it.
  const held = await pixTopUp(request, player.token, 5_000)
  await reportPixPaid(request, held.data.brCode)
  await openConsole(page, 'pt', await operatorToken(request), `/console/players/detail?id=${player.id}`)

  const deposit = page.getByRole('row').filter({ hasText: formatBRL(19_030) })
  await expect(deposit.first()).toContainText(pt.console.ledger.reason.deposit)
  await expect(deposit.first()).toContainText(pt.console.players.account.wallet)
  await expect(page.getByRole('cell', { name: 'deposit', exact: true })).toHaveCount(0)

  await page.getByRole('tab', { name: new RegExp(pt.console.players.section.orders) }).click()
  const heldRow = page.getByRole('row').filter({ hasText: formatBRL(5_000) })
  await expect(heldRow).toContainText(pt.protection.hold.payerMismatch)
  await expect(heldRow).not.toContainText('payerMismatch')
})
