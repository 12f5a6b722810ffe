import { type APIRequestContext, expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { newCpf, signUpWithIdentity } from '../support/identity'

test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 } })

/** A player who signed up with a CPF and full name; their session token. */
const signedUp = async (request: APIRequestContext, cpf: string) =>
  (await signUpWithIdentity(request, cpf)).token

/** A CPF's 11 digits as documents show them: 000.000.000-00. */
const shown = (cpf: string) => cpf.replace(/\D/g, '').replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')

test('the PIX-key form offers the player’s own CPF and name, and refuses another CPF before submit', async ({
  page,
  request,
}) => {
  const cpf = newCpf()
  await startIn(page, 'en', await signedUp(request, cpf))
  await open(page, '/pages/bind/index')
  const cpfField = page.getByLabel('CPF (your PIX key)')
  await expect(cpfField).toHaveValue(shown(cpf))
  await expect(page.getByLabel('First name')).toHaveValue('Joana')
  await expect(page.getByLabel('First name')).not.toBeEditable()
  await expect(page.getByLabel('Last name')).toHaveValue('Pereira Lima')
  await expect(page.getByText('Name verified at sign-up; it cannot be changed here.')).toBeVisible()
  await expect(page.getByText('CNPJ')).toHaveCount(0)

  const other = newCpf()
  await cpfField.fill(other)
  await expect(
    page.getByText('This is not your own CPF: the PIX key must be the CPF you signed up with.'),
  ).toBeVisible()
  await cpfField.fill(cpf.replace(/\D/g, ''))
  await expect(cpfField).toHaveValue(shown(cpf))
  await expect(page.getByText('This is not your own CPF')).toHaveCount(0)
})

test('a phone, e-mail or random PIX key is checked under the field as it is typed, and submit refuses with the same message', async ({
  page,
  request,
}) => {
  await startIn(page, 'en', await signedUp(request, newCpf()))
  await open(page, '/pages/bind/index')
  const refused = page.getByText('The PIX key does not match the chosen key type.')
  for (const [type, wrong, right] of [
    ['Phone', '11 1234-56789', '11 91234-5678'],
    ['Email', 'joana@', 'joana@example.com'],
    ['Random key', '123e4567-e89b-12d3-a456-42661417400z', '123e4567-e89b-12d3-a456-426614174000'],
  ] as const) {
    await page.getByText(type, { exact: true }).click()
    const key = page.getByRole('textbox', { name: 'PIX key', exact: true })
    await key.fill(wrong)
    await key.blur()
    await expect(refused).toBeVisible()
    await page.getByRole('button', { name: 'Save PIX key' }).click()
    await expect(refused).toHaveCount(1)
    await key.fill(right)
    await expect(refused).toHaveCount(0)
  }
})

for (const lang of ['pt', 'zh']) {
  test(`the prefilled PIX-key form at 360x740 in ${lang}`, async ({ page, request }) => {
    const cpf = newCpf()
    await startIn(page, lang, await signedUp(request, cpf))
    await open(page, '/pages/bind/index')
    // Key type CPF: the CPF is the form's first text field.
    await expect(page.getByRole('textbox').first()).toHaveValue(shown(cpf))
    await page.screenshot({ path: `/work/screens/pixkey/pix-key-${lang}.png`, fullPage: true })
  })
}
