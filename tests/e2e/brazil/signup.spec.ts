import { expect, type Page, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { latestCode, newPhone, PASSWORD } from '../support/api'
import { bornYearsAgo, newCpf } from '../support/identity'

/**
 * The brazil compliance profile on its own server (playwright.config.ts): the sign-up form asks
 * for CPF, full name and date of birth, checks the CPF's digits and the name's letters before sending,
 * refuses a minor before the code is sent, and the deposit-linked promotions say why they are off.
 */
test.use({ baseURL: brazilURL })

async function fillAccount(page: Page, phone: ReturnType<typeof newPhone>) {
  await page.getByLabel('Número de celular').fill(phone.national)
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirme a senha').fill(PASSWORD)
}

/** The code, once the date of birth is in (a minor is refused before it is sent). */
async function fillCode(page: Page, phone: ReturnType<typeof newPhone>) {
  await page.getByRole('button', { name: 'Enviar código' }).click()
  const sent = () => latestCode(page.request, phone.e164, 'register').catch(() => '')
  await expect.poll(sent).not.toBe('')
  await page.getByLabel('Código de verificação').fill(await sent())
  await page.getByRole('checkbox').check()
}

test('sign-up asks for CPF, full name and date of birth, refuses a minor before sending the code, a wrong CPF and styled letters', async ({
  page,
}) => {
  await startIn(page, 'pt')
  await open(page, '/pages/jogos/login')
  await page.getByRole('button', { name: 'Cadastrar' }).first().click()
  await expect(page.getByText('Somente para maiores de 18 anos.', { exact: false })).toBeVisible()
  const cpf = page.getByLabel('CPF')
  await expect(cpf).toBeVisible()

  const phone = newPhone()
  await fillAccount(page, phone)
  // A minor is refused before any SMS goes out, and told once.
  const birth = page.getByLabel('Data de nascimento')
  await birth.fill(bornYearsAgo(17))
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText('É preciso ter 18 anos ou mais para se cadastrar.')).toHaveCount(1)
  await expect(page.getByText('Você precisa ter 18 anos ou mais.')).toHaveCount(0)
  await expect(birth).toHaveAttribute('aria-invalid', 'true')
  expect(await latestCode(page.request, phone.e164, 'register').catch(() => '')).toBe('')

  await birth.fill(bornYearsAgo(30))
  await fillCode(page, phone)
  // Masked as typed; a wrong check digit is refused before anything is sent.
  const good = newCpf()
  await cpf.fill(`${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`)
  await expect(cpf).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)
  // Styled look-alike letters are not the letters of an ID; an accent typed as a combining mark (iOS) is.
  const fullName = page.getByLabel('Nome completo')
  await fullName.fill('𝐀𝐧𝐚 𝐂𝐥𝐚𝐫𝐚 Souza')
  await page.getByRole('button', { name: 'Cadastrar' }).last().click()
  await expect(page.getByText('Informe um CPF válido.')).toBeVisible()
  await expect(
    page.getByText('Escreva o nome com letras comuns, como no seu documento', { exact: false }),
  ).toBeVisible()
  await fullName.fill('Ana Conceic\u0327a\u0303o Souza')

  await cpf.fill(good)
  await page.getByRole('button', { name: 'Cadastrar' }).last().click()
  await expect(page.getByText('Bem-vindo! Sua conta está pronta e você já está conectado.')).toBeVisible()
})

test('the first-deposit bonus and the cash back say Brazil forbids them', async ({ page }) => {
  await startIn(page, 'pt')
  await open(page, '/pages/jogos/login')
  for (const route of ['/pages/first-storage/index', '/pages/return-cash/index']) {
    await page.evaluate((target) => {
      location.hash = `#${target}`
    }, route)
    await expect(page.getByText('Lei 14.790/2023', { exact: false })).toBeVisible()
  }
})
