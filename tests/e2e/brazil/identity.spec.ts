import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'
import { signUpWithIdentity } from '../support/identity'

/**
 * With the production default IDENTITY_PROVIDER=manual every declared CPF waits for the operator: the
 * console's protection page finds the player by CPF, refuses nothing without a reason, and marks them verified.
 */
test.use({ baseURL: brazilURL })

test('the operator finds a pending player by CPF and marks the identity verified; a refusal needs a reason', async ({
  page,
  request,
}) => {
  const { cpf } = await signUpWithIdentity(request)

  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', await operatorToken(request), '/console/protection')
  await page.getByLabel('Player id, phone or CPF').fill(cpf)
  await page.getByRole('button', { name: 'Look up' }).click()
  const player = page.getByTestId('protection-player')
  await expect(player).toContainText('Joana Pereira Lima')
  // The CPF as people write it.
  await expect(player).toContainText(cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'))
  await expect(player).toContainText('Pending')

  await page.getByRole('button', { name: 'Refuse' }).click()
  await expect(page.getByText('Please enter the reason for the rejection.')).toBeVisible()
  await expect(player).toContainText('Pending')

  await page.getByRole('button', { name: 'Mark verified' }).click()
  await expect(player).toContainText('Verified')
  await expect(page.getByRole('button', { name: 'Mark verified' })).toBeDisabled()
  // The history keeps who decided: the sign-up's pending state, then the operator's decision.
  await expect(
    page
      .getByTestId('protection-event')
      .filter({ hasText: 'Identity state changed' })
      .filter({ hasText: 'By operator +55 11 99999-0000' }),
  ).toBeVisible()
})
