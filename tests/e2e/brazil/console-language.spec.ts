import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { call, operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT } from '../support/console'
import { signUpWithIdentity } from '../support/identity'

/**
 * A brazil operator's console (DEFAULT_LANGUAGE pt by the profile) on a browser that asks for English and has
 * chosen nothing: it speaks Portuguese, and its messages need only the Portuguese text.
 */
test.use({ baseURL: brazilURL, viewport: CONSOLE_VIEWPORT, locale: 'en-US' })

test('the console opens in Portuguese for a brazil operator, and keeps a language the operator chooses', async ({
  page,
}) => {
  await page.goto('/console/')
  await expect(page.getByRole('heading', { name: pt.console.login.title })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')

  // The choice is stored once its texts have arrived; it outlives a reload.
  await page.getByLabel(pt.settings.language).selectOption('en')
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible()
})

test('a message needs only Portuguese, and a player who reads English gets the Portuguese text', async ({
  page,
  request,
}) => {
  const player = await signUpWithIdentity(request)
  const token = await operatorToken(request)
  await page.addInitScript((session) => {
    if (!localStorage.getItem('App-Token')) localStorage.setItem('App-Token', session)
  }, token)
  await page.goto('/console/messages')
  const form = page.getByRole('form', { name: pt.console.messages.write })
  // Portuguese, the operator's language, comes first and is the one required.
  await expect(form.locator('legend').first()).toHaveText(`${pt.console.messages.language.pt} *`)
  await expect(form).toContainText(
    pt.console.languages.required.replace('{{lang}}', pt.console.messages.language.pt),
  )
  await form.getByLabel(pt.console.messages.player).fill(String(player.id))
  await form.locator('input[name="title-pt"]').fill('Manutenção hoje à noite')
  await form.locator('textarea[name="body-pt"]').fill('O site fica fora do ar às 23h.')
  await form.getByRole('button', { name: pt.console.messages.send }).click()
  await expect(page.getByText(pt.console.messages.sent)).toBeVisible()

  const notices = await call<{ list: { title: string }[] }>(
    request,
    'index/get_my_msg',
    { page: 1, limit: 10 },
    player.token,
  )
  expect(notices.list[0]?.title).toBe('Manutenção hoje à noite')
})
