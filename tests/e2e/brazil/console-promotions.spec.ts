import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'
import { signUpVerified } from '../support/identity'

/**
 * Promotions in the brazil profile: the console names the advertising rule a banner breaks before it is
 * saved, and the portal labels every promotion "Publicidade" and "18+".
 */
test.use({ baseURL: brazilURL })

test.describe('the console at 1366 x 768', () => {
  test.use({ viewport: CONSOLE_VIEWPORT })

  test('a banner saying "grátis" with conditions is held back, naming the rule; once reworded and its image declared, it is published', async ({
    page,
    request,
  }) => {
    await openConsole(page, 'pt', await operatorToken(request), '/console/content')
    const form = page.getByRole('form', { name: pt.console.content.write })
    await form.getByLabel(/^Título \(Português\)/).fill('Rodadas grátis no fim de semana')
    await form.getByLabel(pt.console.content.image).fill('/assets/banners/torneio.svg')
    await expect(form.getByLabel(pt.console.content.conditions)).toBeChecked()

    const alert = form.getByRole('alert')
    await expect(alert).toContainText('“grátis”')
    await expect(alert).toContainText('Português')
    await expect(alert).toContainText('Portaria SPA/MF 1.231/2024')
    const publish = form.getByRole('button', { name: pt.console.content.publish })
    await expect(publish).toBeDisabled()

    await form
      .getByLabel(/^Título \(Português\)/)
      .fill('Torneio de fim de semana: prêmios para os 10 primeiros')
    await expect(alert).toContainText('não mostra dinheiro')
    await form.getByLabel(pt.console.content.noMoney).check()
    await expect(form.getByRole('alert')).toHaveCount(0)
    await publish.click()
    await expect(page.getByText(pt.console.content.published)).toBeVisible()
    const listed = page.getByRole('region', { name: pt.console.content.list })
    await expect(listed).toContainText('Torneio de fim de semana: prêmios para os 10 primeiros')
  })
})

test('the home banners carry "Publicidade" and "18+" at 360 x 740', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  // The brazil portal opens its lobby to a verified player only.
  const player = await signUpVerified(request)
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/index')
  const label = page.locator('.ficha-carousel').getByTestId('promotion-label')
  await expect(label).toBeVisible()
  await expect(label).toHaveText(/Publicidade\s*·\s*18\+/)
})
