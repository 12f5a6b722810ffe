import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'
import { signUpVerified } from '../support/identity'

/** The brazil server runs under an operator's own name (BRAND_NAME=FichaBet, playwright.config.ts). */
test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 } })

const BRAND = 'FichaBet'

test("the login page welcomes the visitor to the operator's name", async ({ page }) => {
  await startIn(page, 'pt')
  await open(page, '/pages/jogos/login')
  await expect(page.getByText(`Bem-vindo à ${BRAND}`)).toBeVisible()
  await expect(page.getByText('Bem-vindo à Ficha', { exact: true })).toHaveCount(0)
})

test("the operator's name, not Ficha, on the logo, About and the notices; and About tells no more than is true", async ({
  page,
  request,
}) => {
  await startIn(page, 'pt', (await signUpVerified(request)).token)
  await open(page, '/pages/jogos/index')
  await expect(page.getByRole('link', { name: `Início da ${BRAND}` })).toBeVisible()
  // The notice bar counts no slots: the lobby holds originals and, here, providers' games beside them.
  await expect(page.getByText('Nossos slots originais estão no ar')).toBeVisible()
  await expect(page.getByText(/Quatro slots/)).toHaveCount(0)

  await open(page, '/pages/jogos/about-us/index')
  await expect(page.getByText(`A ${BRAND} é uma plataforma`)).toBeVisible()
  await expect(page.getByText('Todos os jogos da plataforma são títulos originais')).toHaveCount(0)
  await expect(page.getByText(/Os jogos de outros estúdios/)).toBeVisible()
  expect(await page.locator('main').textContent()).not.toMatch(/\bFicha\b/)
})

test("the console's title names the operator", async ({ page, request }) => {
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'pt', await operatorToken(request))
  await expect(page.getByText(`Console ${BRAND}`).first()).toBeVisible()
  await expect.poll(() => page.title()).toContain(`Console ${BRAND}`)
})
