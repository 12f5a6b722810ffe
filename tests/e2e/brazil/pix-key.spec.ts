import { type APIRequestContext, expect, test } from '@playwright/test'
import { brazilURL } from '../../../playwright.config'
import { open, startIn } from '../portal/portal'
import { newCpf, signUpWithIdentity } from '../support/identity'

test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 } })

/** A player who signed up with a CPF and full name; their session token. */
const signedUp = async (request: APIRequestContext, cpf: string) =>
  (await signUpWithIdentity(request, cpf)).token

test('the PIX-key form offers the player’s own CPF and name, and refuses another CPF before submit', async ({
  page,
  request,
}) => {
  const cpf = newCpf()
  await startIn(page, 'en', await signedUp(request, cpf))
  await open(page, '/pages/bind/index')
  const cpfField = page.getByLabel('CPF (your PIX key)')
  await expect(cpfField).toHaveValue(cpf.replace(/\D/g, ''))
  await expect(page.getByLabel('First name')).toHaveValue('Joana')
  await expect(page.getByLabel('Last name')).toHaveValue('Pereira Lima')

  const other = newCpf()
  await cpfField.fill(other)
  await expect(
    page.getByText('This is not your own CPF: the PIX key must be the CPF you signed up with.'),
  ).toBeVisible()
  await cpfField.fill(cpf)
  await expect(page.getByText('This is not your own CPF')).toHaveCount(0)
})

for (const lang of ['pt', 'zh']) {
  test(`the prefilled PIX-key form at 360x740 in ${lang}`, async ({ page, request }) => {
    const cpf = newCpf()
    await startIn(page, lang, await signedUp(request, cpf))
    await open(page, '/pages/bind/index')
    // Key type CPF: the CPF is the form's first text field.
    await expect(page.getByRole('textbox').first()).toHaveValue(cpf.replace(/\D/g, ''))
    await page.screenshot({ path: `/work/screens/pixkey/pix-key-${lang}.png`, fullPage: true })
  })
}
