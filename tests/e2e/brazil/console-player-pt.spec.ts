import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, consolePhone, openConsole } from '../support/console'
import { bornYearsAgo, signUpWithIdentity } from '../support/identity'

/**
 * A brazil operator reads a player's page as Brazilians write: the birth date dd/mm/aaaa, the phone with its
 * country, the protection history in words (no catalogue key, no JSON).
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
