import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { signUpVerified } from '../support/identity'

/**
 * Wherever the brazil portal offers self-exclusion it links the national self-exclusion platform (gov.br),
 * which bars the CPF at every licensed operator at once (IN SPA/MF 31/2025).
 */
test.use({ baseURL: brazilURL })

const PLATFORM = 'https://www.gov.br/autoexclusaoapostas'

test('the responsible-gaming page links the national self-exclusion platform', async ({ page }) => {
  await startIn(page, 'pt', (await signUpVerified(page.request)).token)
  await open(page, '/pages/responsible/index')
  const link = page.getByRole('link', { name: /Plataforma Centralizada de Autoexclusão/ })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', PLATFORM)
})

test('the self-exclusion card of the protection page links it too', async ({ page }) => {
  const login = await signUpVerified(page.request)
  await startIn(page, 'pt', login.token)
  await open(page, '/pages/mine/protection/index')
  const link = page.getByRole('link', { name: /Plataforma Centralizada de Autoexclusão/ })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', PLATFORM)
})
